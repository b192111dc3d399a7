/* D_OFFSETOF_TYPE: offsetof of a struct tag never defined */
BEGIN
{
	trace(offsetof(struct never_defined, x));
}
