/* D_OP_INCOMPAT: bcopy( ) has no value */
BEGIN
{
	x = bcopy("a", alloca(1), 1);
}
