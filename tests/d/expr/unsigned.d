/* the usual arithmetic conversions: a signed operand meets an unsigned one */
#pragma D option quiet

BEGIN
{
	/* int vs unsigned int: -1 becomes UINT_MAX */
	printf("%s\n", -1 < 1U ? "true" : "false");
	printf("%s\n", -1 > 0U ? "true" : "false");
	/* both signed */
	printf("%s\n", -1 < 1 ? "true" : "false");
	/* long can hold every unsigned int value: the comparison is signed */
	printf("%s\n", -1L < 1U ? "true" : "false");
	/* unsigned long wins over int */
	printf("%s\n", -1 < 1UL ? "true" : "false");
}

BEGIN
{
	m = -1;
	u = 1U;
	zu = 0U;
	l = -1L;
	printf("%s\n", m < u ? "true" : "false");
	printf("%s\n", m > zu ? "true" : "false");
	printf("%s\n", l < u ? "true" : "false");
	printf("%u\n", zu - 1);
	exit(0);	/* in the last BEGIN clause: an exit() stops the later ones */
}
