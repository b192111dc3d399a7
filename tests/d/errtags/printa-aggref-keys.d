/* D_PROTO_ARG: printa() of an aggregation element whose key does not fit the aggregation */
BEGIN
{
	@a[pid] = count();
	printa(@a["x"]);
}
