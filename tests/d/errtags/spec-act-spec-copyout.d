/* D_ACT_SPEC: copyout() is destructive, even as a subroutine */
BEGIN
{
	speculate(1);
	copyoutstr("x", arg0, 2);
}
