/* D_OFFSETOF_BITFIELD: offsetof a bit-field member */
struct flags {
	int ready : 1;
	int count : 7;
};

BEGIN
{
	trace(offsetof(struct flags, count));
}
