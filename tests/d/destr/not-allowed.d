/* a destructive action without -w (or the destructive option) is refused when tracing is enabled */
BEGIN
{
	raise(SIGUSR1);
}
