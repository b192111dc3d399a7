/* D_OP_DYN: a bare self as a value of ?: */
BEGIN
{
	x = pid > 0 ? self : 0;
}
