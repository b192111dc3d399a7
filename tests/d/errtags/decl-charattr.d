/* D_DECL_CHARATTR: long char */
BEGIN
{
	trace((long char)1);
}
