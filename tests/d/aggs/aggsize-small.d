/*
 * An aggsize without room for a single key and value of an aggregation
 * (here 8 bytes, for a key of 8 and a count of 8) fails the enabling.
 */
#pragma D option aggsize=8

BEGIN
{
	@calls = count();
	exit(0);
}
