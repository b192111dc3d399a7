/* D_OP_LVAL: assignment to an expression that is not a variable */
BEGIN
{
	x = 1;
	(x + 1) = 2;
}
