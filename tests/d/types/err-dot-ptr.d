/* operator . on a pointer to a struct */
BEGIN
{
	trace(curthread.pid);
	exit(0);
}
