/* D_OP_SCALAR: && applied to a string */
BEGIN
/execname && pid/
{
	exit(0);
}
