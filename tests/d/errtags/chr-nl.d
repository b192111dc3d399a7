/* D_CHR_NL: a character constant left open at the end of the line */
BEGIN
{
	c = 'a;
}
