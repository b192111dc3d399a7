/* several keyed aggregations: at exit they print as one list, aggregation
   by aggregation in order of definition, rows sorted by value, no line
   between two aggregations (as DTrace walks them, dt_aggregate.c) */
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
