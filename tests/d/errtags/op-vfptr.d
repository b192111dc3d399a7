/* D_OP_VFPTR: ++ of a void pointer */
BEGIN
{
	p = (void *)curthread;
	p++;
}
