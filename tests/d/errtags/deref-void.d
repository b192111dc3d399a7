/* D_DEREF_VOID: * applied to a void pointer */
BEGIN
{
	trace(*(void *)arg0);
}
