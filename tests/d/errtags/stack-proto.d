/* D_STACK_PROTO: stack() with two arguments */
BEGIN
{
	stack(5, 6);
}
