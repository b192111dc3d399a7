/*
 * Arithmetic on integers smaller than int keeps the larger operand type,
 * as DTrace does (no promotion to int): two unsigned chars add to an
 * unsigned char, a short and an unsigned short to an unsigned short, and
 * the value printed is truncated to that type.  Comparisons still compare
 * as C does, and an int operand makes the result an int.
 */
#pragma D option quiet

unsigned char uc;
signed char sc;
short sh;
unsigned short us;

BEGIN
{
	uc = 254; sc = -3;
	printf("%d %d %d %d\n", uc + uc, uc + sc, sc + sc, uc * 2);
	sh = -2; us = 65535;
	printf("%d %d %d\n", sh + sh, us + sh, us + us);
	printf("%d %d\n", (char)100 + (char)100, (unsigned char)250 + (unsigned char)10);
	printf("%d %d %d\n", -uc, ~uc, uc << 1);
	printf("%d %d\n", sc < uc, uc + 0 + uc);
	exit(0);
}
