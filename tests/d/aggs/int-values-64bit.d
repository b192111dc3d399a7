/*
 * An aggregating function takes an int expression's whole 64-bit value
 * (DTrace computes in 64-bit registers): 1 << 31 and 1 << 40 on an int
 * operand are counted as 2147483648 and 1099511627776, not wrapped; an int
 * key is narrowed to an int.
 */
#pragma D option quiet

int one;
int64_t sh;

BEGIN
{
	one = 1;
	sh = 31;
	@q = quantize(one << sh);
	@l = lquantize((one << sh) >> 28, 0, 16, 4);
	@mx = max(one << sh);
	@mn = min(-(one << sh));
	@s = sum(one << sh);
	@k[one << sh, (int64_t)(one << sh)] = count();
	sh = 40;
	@q = quantize(one << sh);
	@mx = max(one << sh);
	@s = sum(one << sh);
	exit(0);
}

END
{
	printa(@q);
	printa(@l);
	printa("max %@d min %@d sum %@d\n", @mx, @mn, @s);
	printa("key %d %d: %@d\n", @k);
}
