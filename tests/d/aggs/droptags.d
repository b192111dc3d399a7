/*
 * -x droptags: a drop report names its kind first, [DTRACEDROP_AGGREGATION]
 * for keys that found an aggregation full (aggsize=16: room for one key).
 */
#pragma D option quiet
#pragma D option aggsize=16

BEGIN
{
	@a[1] = count(); @a[2] = count(); @a[3] = count();
	exit(0);
}
