/* D_VAR_UNDEF: x op= e reads a variable that was never assigned */
BEGIN
{
	total += 1;
}
