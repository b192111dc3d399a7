/* D_OP_INCOMPAT: a variable that holds a pointer may not be assigned an integer */
BEGIN
{
	p = curthread;
	p = pid;
}
