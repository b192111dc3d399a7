/* indexing an integer member: E1[E2] is *(E1 + E2) */
BEGIN
{
	trace(curthread->pid[1]);
	exit(0);
}
