/* D_SIZEOF_TYPE: sizeof a struct that is never defined */
BEGIN
{
	trace(sizeof (struct nosuch));
}
