/* int arithmetic wraps at 32 bits when printed as int (constants and run time) */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", 2147483647 + 1, 65536 * 65536, -2147483647 - 2);
	i = 2147483647;
	k = 65536;
	mi = -2147483647;
	printf("%d %d %d\n", i + 1, k * k, mi - 2);
	j = i;
	j++;
	printf("%d\n", j);
	u = 4294967295U;
	printf("%u %u\n", u + 1, 4294967295U + 1);
	l = 9223372036854775807;
	printf("%d\n", l + 1);
	exit(0);
}
