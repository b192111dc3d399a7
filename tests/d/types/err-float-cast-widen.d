/* D_CAST_INVAL: nor one floating type to another */
float f;

BEGIN
{
	x = (double)f;
}
