/* ^^ keeps its left operand while the right one is computed (ppid uses a scratch stack slot) */
BEGIN
{
	printf("%d %d %d %d %d\n", 1 ^^ (ppid > 0), 0 ^^ (ppid > 0), 1 ^^ 0, (pid > 0) ^^ (ppid < 0),
	    0 ^^ 0);
	exit(0);
}
