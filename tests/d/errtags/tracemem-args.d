/* D_TRACEMEM_ARGS: at most 3 arguments */
BEGIN
{
	tracemem(curthread, 8, 4, 1);
}
