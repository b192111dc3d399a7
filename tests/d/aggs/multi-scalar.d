/* several aggregations without keys print as consecutive value lines */
#pragma D option quiet

BEGIN
{
	@c = count();
	@s = sum(12);
	@c = count();
	@n = sum(-2);
	exit(0);
}
