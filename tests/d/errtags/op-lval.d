/* D_OP_LVAL: assignment to a built-in variable */
BEGIN
{
	timestamp = 0;
}
