/*
 * Loads through alloca() pointers (and copies, casts and arithmetic of
 * them, and variables holding them) read only what the clause has
 * allocated: past the top of the allocation, or a pointer kept from an
 * earlier clause, faults at its address.  Driven by alloca-load.sh.
 */
#pragma D option quiet

BEGIN
{
	s = (char *)alloca(15);
	s[14] = 'e';
	t = s + 8;
	printf("%d %c\n", s[0], t[6]);
	kept = s;
}

BEGIN
{
	trace(*kept);
	printf("not reached\n");
}

BEGIN
{
	s = (char *)alloca(15);
	trace(s[16]);
	printf("not reached\n");
}

BEGIN
{
	exit(0);
}
