/* unary & of a bit-field */
BEGIN
{
	trace(&curthread->sched_reset_on_fork);
	exit(0);
}
