/* unary & of a value that is not an object in memory */
BEGIN
{
	trace(&(curthread->pid + 1));
	exit(0);
}
