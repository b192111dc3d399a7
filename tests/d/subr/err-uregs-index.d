/* D_UNKNOWN: uregs[] has no index past R_TRAPNO (25), as in Oracle's DTrace */
BEGIN
{
	trace(uregs[R_TRAPNO + 1]);
}
