/* operator -> on a pointer to an integer */
BEGIN
{
	trace(((int *)curthread)->x);
	exit(0);
}
