/* D_DECL_VOIDOBJ: a variable of type void */
void nothing;

BEGIN
{
	exit(0);
}
