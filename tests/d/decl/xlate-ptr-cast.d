/* D_CAST_INVAL: a translated pointer is no address to cast; the typedef keeps its name */
struct in { int i; };
struct out { int o; };

translator struct out < struct in *p > { o = p->i; };

BEGIN
{
	x = (uintptr_t)xlate<struct out *>((struct in *)0);
}
