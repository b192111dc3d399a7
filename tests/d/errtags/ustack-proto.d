/* D_USTACK_PROTO: ustack() with three arguments */
BEGIN
{
	ustack(5, 64, 1);
}
