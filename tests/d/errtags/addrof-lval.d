/* D_ADDROF_LVAL: & of a value that is not an object in memory */
BEGIN
{
	x = 1;
	trace(&x);
}
