/*
 * An integer constant's suffix is an optional u and at most two l's, as
 * DTrace's lexer reads it; letters after that begin another token, so a
 * name cannot start with a digit: "0abc" is 0 and then abc, a syntax error.
 */
BEGIN
{
	x = 10UL + 3ll + 0x10u;
	y = 0abc;
}
