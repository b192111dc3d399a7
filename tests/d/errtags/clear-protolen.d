/* clear( ) with two arguments */
BEGIN
{
	@a = count(); clear(@a, 1);
}
