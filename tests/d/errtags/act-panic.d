/* panic() has no Linux equivalent: refused at compile time */
BEGIN
{
	panic();
}
