/*
 * Stores through pointers: *p, p[i], p->m (also bit-fields, whole
 * structs, compound assignments, ++ and --) into the clause's alloca
 * scratch.  A store anywhere else faults at its address: NULL, kernel
 * memory, below an allocation, past the top of what the clause has
 * allocated, or through a pointer kept from another clause's allocation.
 * Driven by ptr-store.sh, which hides kernel addresses.
 */
#pragma D option quiet

struct rec {
	int	a;
	char	b;
	unsigned int	lo : 4, hi : 4;
	short	c[3];
};

BEGIN
{
	p = (char *)alloca(8);
	*p = 'D';
	p[1] = 'i';
	*(p + 2) = 'F';
	p[3] = 0;
	printf("%s %c\n", stringof(p), p[2]);

	r = (struct rec *)alloca(sizeof (struct rec));
	r->a = 1000;
	r->b = 'x';
	r->lo = 0x13;		/* truncated to the field's 4 bits */
	r->hi = 7;
	r->c[2] = -5;
	(*r).a += 234;
	r->c[2]--;
	++r->b;
	printf("%d %c %d %d %d\n", r->a, r->b, r->lo, r->hi, r->c[2]);

	q = (struct rec *)alloca(sizeof (struct rec));
	*q = *r;
	q->a *= 2;
	printf("%d %d %d\n", q->a, r->a, q->c[2]);
	keep = p;
}

BEGIN
{
	/* this clause has allocated nothing: the previous one's is gone */
	*keep = 'x';
	printf("not reached\n");
}

BEGIN
{
	p = (char *)alloca(15);
	p[16] = 1;		/* allocations are in 8-byte steps: 16 is past it */
	printf("not reached\n");
}

BEGIN
{
	ip = (int *)alloca(8);
	ip[-1] = 1;
	printf("not reached\n");
}

BEGIN
{
	ip = (int *)alloca(8);
	ip[1] = 2;		/* the last int of the allocation */
	ip = (int *)((char *)ip + 5);
	*ip = 3;		/* crosses the top */
	printf("not reached\n");
}

BEGIN
{
	ip = NULL;
	*ip = 4;
	printf("not reached\n");
}

BEGIN
{
	t = (struct task_struct *)curthread;
	t->pid = 0;
	printf("not reached\n");
}

BEGIN
{
	exit(0);
}
