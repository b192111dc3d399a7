/* D_STR_NL: a string literal left open at the end of the line (reported on the next line, where the lexer is after the newline, as DTrace does) */
BEGIN
{
	printf("hello\n);
}
