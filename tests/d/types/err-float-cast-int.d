/* D_CAST_INVAL: an integer does not convert to a floating type */
BEGIN
{
	x = (double)1;
}
