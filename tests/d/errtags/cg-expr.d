/* D_CG_EXPR: an action called inside an expression */
BEGIN
{
	pid > 0 ? (void)printf("yes") : (void)0;
}
