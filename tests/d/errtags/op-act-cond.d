/* D_OP_ACT: actions as the values of ?: */
BEGIN
{
	pid > 0 ? trace(1) : trace(0);
}
