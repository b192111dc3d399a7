/* D_OP_WRITE: assignment to a built-in variable */
BEGIN
{
	timestamp = 0;
}
