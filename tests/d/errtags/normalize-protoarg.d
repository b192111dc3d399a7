/* normalize( ) by a string */
BEGIN
{
	@a = count(); normalize(@a, "x");
}
