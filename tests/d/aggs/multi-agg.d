/* several keyed aggregations: each is printed after a blank line, in order
   of definition, rows sorted by value */
#pragma D option quiet

BEGIN
{
	@calls["b"] = count();
	@bytes["x"] = sum(500);
	@calls["a"] = count();
	@calls["a"] = count();
	@bytes["y"] = sum(100);
	@bytes["z"] = sum(300);
	exit(0);
}
