/* D_CG_DYN: an expression statement that is only a translated struct */
BEGIN
{
	*curpsinfo;
}
