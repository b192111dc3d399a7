/* D_TRACE_VOID: trace( ) of an action that has no value */
BEGIN
{
	trace(exit(0));
}
