/* D_FUNC_IDKIND: a variable called as a function */
BEGIN
{
	x = 1;
	x(2);
}
