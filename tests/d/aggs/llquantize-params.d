/*
 * llquantize( ) accepts a single magnitude (low == high) and more steps
 * than the factor when they divide a power of it.
 */
#pragma D option quiet

BEGIN
{
	@one = llquantize(350, 10, 2, 2, 10);
	@one = llquantize(999, 10, 2, 2, 10);
	@fine = llquantize(1234, 10, 1, 3, 1000);
	exit(0);
}
