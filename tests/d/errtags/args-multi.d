/* D_ARGS_MULTI: args[] where the probes matched have different argument types */
syscall::read*:entry
{
	trace(args[1]);
}
