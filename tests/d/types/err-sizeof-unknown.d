/* sizeof of a struct nobody defined */
BEGIN
{
	trace(sizeof (struct nosuch_struct));
	exit(0);
}
