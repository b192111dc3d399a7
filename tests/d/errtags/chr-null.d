/* D_CHR_NULL: an empty character constant */
BEGIN
{
	c = '';
}
