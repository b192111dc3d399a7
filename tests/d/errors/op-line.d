/*
 * An operator's error names the line of the token after its right operand
 * (DTrace makes the node once it has read that token): here the ';' on the
 * line after the operands.  In a predicate that token is the closing '/',
 * which DTrace reads up to the '{' after it (see errtags/op-incompat).
 */
BEGIN
{
	x = "a" +
	    1
	;
}
