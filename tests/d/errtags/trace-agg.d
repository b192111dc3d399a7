/* D_TRACE_DYN: trace( ) of an aggregation, a dynamic expression */
BEGIN
{
	@n = count();
	trace(@n);
}
