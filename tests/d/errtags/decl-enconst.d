/* D_DECL_ENCONST: an enumerator assigned a value that is not a constant */
enum colors {
	RED = width
};

BEGIN
{
	exit(0);
}
