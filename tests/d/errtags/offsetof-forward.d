/* D_OFFSETOF_TYPE: a struct only named, never defined, has no members to find */
BEGIN
{
	trace(offsetof(struct never_defined, m));
}
