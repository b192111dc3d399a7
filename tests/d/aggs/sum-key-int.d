/* sum() with one integer key (int keys print as " %8d"), sorted by value */
#pragma D option quiet

BEGIN
{
	@s[1] = sum(30);
	@s[2] = sum(10);
	@s[3] = sum(-5);
	@s[1] = sum(-10);
	@s[2] = sum(100);
	exit(0);
}
