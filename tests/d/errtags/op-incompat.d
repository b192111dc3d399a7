/* D_OP_INCOMPAT: a string compared with an integer */
BEGIN
/execname == 0/
{
	exit(0);
}
