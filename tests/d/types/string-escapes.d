/*
 * Escapes in string literals, as DTrace reads them: \\ and \" stand for
 * the character, C's letters and octal and hex escapes for their byte, and
 * any other escape (\? \' \q) keeps its backslash.  In a character
 * constant, \' and \? are the quote and the question mark.
 */
#pragma D option quiet

BEGIN
{
	printf("[%s]\n", "a\tb\x41\101\"\\");
	printf("[%s]\n", "\?\'\q");
	printf("[%d %d %d]\n", '\'', '\?', '\\');
	exit(0);
}
