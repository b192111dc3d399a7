/*
 * -x dynvarsize=1t: a dynamic variable's map holds at most 1048576
 * elements (the element count for 1t, cut to an int, made the map
 * creation fail with "Argument list too long")
 */
#pragma D option dynvarsize=1t

BEGIN
{
	a["x"] = 1;
	self->t = 2;
	printf("%d\n", a["x"] + self->t);
	exit(0);
}
