/* D_AGG_SCALAR: the value an aggregating function takes must be a scalar */
BEGIN
{
	@total = sum(execname);
}
