/* unary * on an integer member */
BEGIN
{
	trace(*curthread->pid);
	exit(0);
}
