/* a struct nobody defined: DTrace declares the tag, but it has no members */
BEGIN
{
	trace(((struct nosuch_struct *)curthread)->x);
	exit(0);
}
