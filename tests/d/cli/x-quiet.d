/* -x quiet and -xquiet are the same as -q */
BEGIN
{
	trace(3);
	trace("\n");
	exit(0);
}
