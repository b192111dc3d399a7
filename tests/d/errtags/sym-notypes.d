/* D_SYM_NOTYPES: a kernel symbol that BTF does not describe, used as an object */
BEGIN
{
	trace(`__start_rodata);
}
