/* a member that struct task_struct does not have */
BEGIN
{
	trace(curthread->nosuch);
	exit(0);
}
