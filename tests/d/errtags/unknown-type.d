/* D_UNKNOWN_TYPE: an enum type that is never defined */
BEGIN
{
	trace((enum color)1);
}
