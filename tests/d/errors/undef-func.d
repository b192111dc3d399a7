/* a call to a function D does not have */
BEGIN
{
	nosuchfunc(1);
}
