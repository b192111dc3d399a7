/*
 * A kernel enumeration's enumerators are names on the right of a
 * comparison with a value of that enumeration (through a typedef too), as
 * in DTrace; a D enumeration's enumerators likewise.
 */
enum color { RED, GREEN = 5, BLUE };

BEGIN
{
	k = (enum pid_type)1;
	c = (enum color)6;
	printf("%d %d %d %d\n", k == PIDTYPE_TGID, k != PIDTYPE_PID, k > PIDTYPE_PID,
	    k <= PIDTYPE_PGID);
	printf("%d %d\n", c == BLUE, c >= GREEN);
	exit(0);
}
