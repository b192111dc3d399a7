/* D_CHR_OFLOW: a character constant with more than four characters */
BEGIN
{
	c = 'hello';
}
