/*
 * alloca() memory is zeroed, as in DTrace: the bytes the first clause
 * filled read as zeroes when the next clause allocates them again; a
 * conditional expression may choose between alloca() pointers and others.
 */
#pragma D option quiet

BEGIN
{
	p = (uint64_t *)alloca(24);
	p[0] = p[1] = p[2] = 0xffffffffffffffff;
	printf("%x %x %x\n", p[0], p[1], p[2]);
}

BEGIN
{
	q = (uint64_t *)alloca(24);
	printf("%x %x %x %s\n", q[0], q[1], q[2], q == p ? "same bytes" : "other bytes");
	r = (char *)alloca(1);
	s = r != NULL ? r : (char *)0;
	*s = 'z';
	printf("%c %d\n", *r, (q != NULL ? q : NULL) == q);
	exit(0);
}
