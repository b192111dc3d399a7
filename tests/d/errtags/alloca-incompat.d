/* D_ALLOCA_INCOMPAT: a variable holds alloca() pointers or others, not both */
BEGIN
{
	a = (char *)alloca(4);
	a = NULL;
	a = (char *)curthread;
}
