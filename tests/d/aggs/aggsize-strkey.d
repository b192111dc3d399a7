/*
 * aggsize counts a string key as strsize bytes, as DTrace does, however
 * short its slot: with strsize=256 and aggsize=300 one key fits, the other
 * two are aggregation drops.
 */
#pragma D option quiet
#pragma D option strsize=256
#pragma D option aggsize=300

BEGIN
{
	@["first"] = count();
	@["second"] = count();
	@["third"] = count();
	exit(0);
}
