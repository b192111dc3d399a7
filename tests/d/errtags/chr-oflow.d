/* D_CHR_OFLOW: a character constant with more than eight characters */
BEGIN
{
	c = 'abcdefghi';
}
