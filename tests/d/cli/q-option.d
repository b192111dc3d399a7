/* -q: no header, no probe lines, no "matched" messages; trace() is plain */
BEGIN
{
	trace(1);
	trace("two");
	printf("\n");
	exit(0);
}
