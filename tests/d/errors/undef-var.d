/* an identifier that was never assigned */
BEGIN
{
	trace(nosuchvar);
}
