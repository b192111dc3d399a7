/*
 * -x aggpack with aggzoom and -x encoding=utf8: each row's characters are
 * scaled to its largest bucket (over 0.95, as DTrace zooms) instead of its
 * total, and drawn with the block elements U+2581..U+2588.
 */
#pragma D option quiet
#pragma D option aggpack
#pragma D option aggzoom
#pragma D option encoding=utf8

BEGIN
{
	@q["a"] = quantize(1, 3);
	@q["a"] = quantize(4, 1);
	@q["a"] = quantize(16, 2);
	@l = lquantize(15, 0, 40, 10, 8);
	@l = lquantize(25, 0, 40, 10, 1);
	exit(0);
}
