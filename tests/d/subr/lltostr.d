/*
 * lltostr(): base 10 signed, other bases the 64 bits unsigned with 0x (16)
 * and 0 (8) prefixes as illumos writes them; a result longer than
 * strsize is cut there; a base outside 2..36 is an illegal operation.
 */
#pragma D option quiet
#pragma D option strsize=16

BEGIN
{
	printf("[%s] [%s]\n", lltostr(0), lltostr(7));
	printf("[%s] [%s]\n", lltostr(-7), lltostr(1234567));
	printf("[%s]\n", lltostr(-9223372036854775807));
	printf("[%s] [%s]\n", lltostr(255, 16), lltostr(0, 16));
	printf("[%s] [%s]\n", lltostr(8, 8), lltostr(0, 8));
	printf("[%s] [%s]\n", lltostr(5, 2), lltostr(0, 2));
	printf("[%s] [%s]\n", lltostr(35, 36), lltostr(-1, 16));
	printf("[%s]\n", lltostr(-1, 2));
	printf("[%s]\n", lltostr(100, 10));
	n = 1;
	printf("[%s]\n", lltostr((long long)n << 40));
}

BEGIN
{
	printf("[%s]\n", lltostr(10, 37));
}

BEGIN
{
	n = 1;
	printf("[%s]\n", lltostr(10, n));
}

BEGIN
{
	exit(0);
}
