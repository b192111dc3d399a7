/* D_PRINT_VOID: print() of a void expression */
BEGIN
{
	print(exit(0));
}
