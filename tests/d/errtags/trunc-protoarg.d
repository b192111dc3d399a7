/* trunc( ) to a string number of rows */
BEGIN
{
	@a = count(); trunc(@a, "x");
}
