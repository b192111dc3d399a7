/* D_OP_SOU: . applied to a pointer instead of -> */
BEGIN
{
	trace(curthread.pid);
}
