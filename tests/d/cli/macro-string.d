/* a macro argument that is neither an integer nor an identifier is a string */
BEGIN
{
	printf("%s %d\n", $1, $2);
	exit(0);
}
