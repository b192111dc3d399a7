/* D_OP_DYN: the translated struct that *curpsinfo names, assigned whole */
BEGIN
{
	x = *curpsinfo;
}
