/* D_TRACEMEM_ADDR: tracemem() of a string */
BEGIN
{
	tracemem("abc", 4);
}
