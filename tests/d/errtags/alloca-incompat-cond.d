/* D_ALLOCA_INCOMPAT: ?: of an alloca() pointer and another, stored in a variable */
BEGIN
{
	a = (char *)alloca(4);
	b = arg0 ? a : (char *)curthread;
}
