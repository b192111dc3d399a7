/*
 * printf as classic DTrace formats it: %p is hex without "0x" (unless
 * '#'), a precision of 0 is no precision, a '0' flag before any digit
 * undoes '-', size prefixes (checked against the argument's size),
 * %c %C %S escapes, %wc, and the '?' width.
 */
#pragma D option quiet

BEGIN
{
	i = 97;
	printf("%%p = %p %#p %p %?p|\n", (void *)i, (void *)i, (int *)0, 16);
	printf("%%d = %d %.0d %.d %5.0d|\n", i, 0, 0, 7);
	printf("%%s = %.0s|%.*s|%.*s|\n", "abc", 0, "abc", 2, "abc");
	printf("%%-05d = [%-05d] [%0-5d] [%-5d]\n", 42, 42, 42);
	printf("%%hd = %hd %hi %ho %hu %hx %hX\n", (short)-1, (short)i, (ushort_t)i,
	    (ushort_t)i, (short)-1, (ushort_t)i);
	printf("%%ld = %ld %li %lo %lu %lx %lX\n", (long)-1, (long)i, (ulong_t)i,
	    (ulong_t)i, (long)-1, (ulong_t)255);
	printf("%%lld = %lld %lli %llo %llu %llx %llX\n", (long long)-1, (long long)i,
	    (unsigned long long)i, 18446744073709551615ULL, (long long)-1,
	    (unsigned long long)255);
	printf("%%c = %c %c %c|\n", i, (char)66, (short)67);
	printf("%%C = %C %C %C %C|\n", 'a', '\n', (char)0, (char)200);
	printf("%%S = %S|\n", "tab\there \"q\" \\");
	printf("%%wc = %wc %lc|\n", i, 0x263a);
	printf("%%x = %x %x %x %X\n", (char)-1, (short)-1, -1, (unsigned char)171);
	printf("%%o = %o %#o %#x %#X\n", 8, 8, 255, 255);
	printf("%%u = %u %u %d\n", (char)-1, -1, (unsigned int)4000000000);
	printf("%%i = %i %i\n", -5, 4000000000U);
	exit(0);
}
