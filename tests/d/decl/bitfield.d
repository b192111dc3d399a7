/* bit-fields of a D struct: offsetof refuses them; & refuses them */
struct flags {
	unsigned int a : 3;
	unsigned int b : 5;
};

BEGIN
{
	x = offsetof(struct flags, b);
}
