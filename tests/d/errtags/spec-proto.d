/* speculate() takes an integer id */
BEGIN
{
	speculate("one");
}
