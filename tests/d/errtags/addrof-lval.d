/* D_ADDROF_LVAL: & of a value that is not an object */
BEGIN
{
	trace(&(pid + 1));
}
