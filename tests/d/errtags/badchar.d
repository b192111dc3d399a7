/* D_BADCHAR: typographic quotes pasted from a document */
BEGIN
{
	printf(“hello\n”);
}
