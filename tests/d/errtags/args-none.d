/* D_ARGS_NONE: args[] outside a probe clause */
inline int first = args[0];

BEGIN
{
	exit(0);
}
