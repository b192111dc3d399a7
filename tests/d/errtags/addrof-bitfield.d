/* D_ADDROF_BITFIELD: the address of a bit-field member */
struct flags {
	int ready : 1;
	int count : 7;
};

BEGIN
{
	trace(&((struct flags *)arg0)->ready);
}
