/* D_SYNTAX: a ) with no ( open */
BEGIN
{
	trace(1 + (2 * 3)));
}
