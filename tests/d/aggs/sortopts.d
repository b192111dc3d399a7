/*
 * Sorting options, switched at run time by setopt(): by value then key
 * (the default), aggsortkey (by key, then value), aggsortkeypos (keys
 * compared from the given one, wrapping), aggsortrev (all reversed);
 * aggzoom scales bars to the largest bucket.  setopt() of an unknown
 * option, or of one fixed once tracing has started, reports an error of
 * the enabling and tracing goes on.
 */
#pragma D option quiet

BEGIN
{
	@a["b", 2] = sum(10); @a["a", 3] = sum(20); @a["c", 1] = sum(5);
	@a["a", 1] = sum(20);
	@q = quantize(1); @q = quantize(1); @q = quantize(1); @q = quantize(8);
	printa(@a);
	setopt("aggsortkey");
	printa(@a);
	setopt("aggsortkeypos", "1");
	printa(@a);
	setopt("aggsortrev");
	printa(@a);
	setopt("aggzoom");
	printa(@q);
	setopt("nosuchoption");
	setopt("bufsize", "1m");
	printf("done\n");
	exit(0);
}
