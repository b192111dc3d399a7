/* D_OP_ACT: an action as an operand of the comma operator */
BEGIN
{
	x = 1, trace(x);
}
