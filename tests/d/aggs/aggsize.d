/*
 * aggsize: the bytes of each aggregation's map (here room for one key);
 * keys that find it full are dropped and reported as aggregation drops
 * of the CPU.
 */
#pragma D option quiet
#pragma D option aggsize=16

BEGIN
{
	@a[1] = count(); @a[2] = count(); @a[3] = count(); @a[1] = count();
	exit(0);
}
