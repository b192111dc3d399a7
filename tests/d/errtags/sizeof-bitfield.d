/* D_SIZEOF_BITFIELD: sizeof a bit-field member */
struct flags {
	int ready : 1;
	int count : 7;
};

BEGIN
{
	trace(sizeof (((struct flags *)arg0)->count));
}
