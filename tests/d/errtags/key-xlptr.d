/* D_KEY_TYPE: a translated pointer as an aggregation key */
BEGIN
{
	@procs[curpsinfo] = count();
}
