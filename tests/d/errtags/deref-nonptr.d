/* D_DEREF_NONPTR: * applied to an integer */
BEGIN
{
	trace(*timestamp);
}
