/* normalize( ) without its divisor */
BEGIN
{
	@a = count(); normalize(@a);
}
