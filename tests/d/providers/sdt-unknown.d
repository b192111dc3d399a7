/* an sdt probe for a tracepoint that does not exist: no probes */
sdt:::no_such_tracepoint
{
	trace(arg0);
}
