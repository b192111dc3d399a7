/* D_OP_LOGICAL: && applied to a string */
BEGIN
/execname && pid/
{
	exit(0);
}
