/* D_STR_NL: a string literal left open at the end of the line */
BEGIN
{
	printf("hello\n);
}
