/* D_CAST_INVAL: a string cast to an integer */
BEGIN
{
	trace((int)execname);
}
