/* @name = sum() with no key, positive and negative values */
#pragma D option quiet

BEGIN
{
	@total = sum(10);
	@total = sum(-3);
	@total = sum(1000000000000);
	exit(0);
}
