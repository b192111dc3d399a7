/* D_OP_INCOMPAT: a string compared with an integer other than the null pointer constant 0 */
BEGIN
/execname == 2/
{
	exit(0);
}
