/* D_TRACEMEM_SIZE: the size must be a positive constant */
BEGIN
{
	n = 4;
	tracemem(curthread, n);
}
