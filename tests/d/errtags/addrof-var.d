/* D_ADDROF_VAR: & of a D variable (variables have no kernel address) */
BEGIN
{
	x = 1;
	trace(&x);
}
