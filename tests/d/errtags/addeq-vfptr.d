/* D_OP_VFPTR: += needs an integer or a pointer of known size on its left */
BEGIN
{
	n = 1;
	n -= alloca(8);
}
