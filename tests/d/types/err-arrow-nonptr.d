/* operator -> on an integer member */
BEGIN
{
	trace(curthread->pid->x);
	exit(0);
}
