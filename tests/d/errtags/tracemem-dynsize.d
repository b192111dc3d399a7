/* D_TRACEMEM_DYNSIZE: the size to display must be a scalar */
BEGIN
{
	tracemem(curthread, 8, "x");
}
