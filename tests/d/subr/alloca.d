/*
 * alloca() and bcopy(): scratch memory for the clause, 8-byte aligned,
 * filled by bcopy() from kernel memory (here D strings); copies into
 * anything but this clause's allocations fault at the destination's
 * address; running out of scratch space (scratchsize) faults.  Driven by
 * alloca.sh, which hides the addresses.
 */
#pragma D option quiet
#pragma D option scratchsize=64

BEGIN
{
	this->a = alloca(3);
	this->b = alloca(8);
	this->c = alloca(1);
	printf("%d %d\n", (long)this->b - (long)this->a, (long)this->c - (long)this->b);
	bcopy("hello", this->b, 6);
	bcopy("J", this->b, 1);
	printf("[%s] %c\n", stringof((char *)this->b), *(char *)(this->b + 4));
	this->d = alloca(40);
	printf("allocated 64 of 64\n");
	this->e = alloca(0);
	printf("and 0 more\n");
}

BEGIN
{
	/* the clause's own scratch again: previous clauses' is gone */
	this->a = alloca(64);
	printf("64 again\n");
	this->b = alloca(1);
	printf("not reached\n");
}

BEGIN
{
	n = 65;
	this->a = alloca(n);
	printf("not reached\n");
}

BEGIN
{
	this->a = alloca(4);
	bcopy("abcd", this->a, 5);
	printf("not reached\n");
}

BEGIN
{
	bcopy("abcd", (void *)curthread, 4);
	printf("not reached\n");
}

BEGIN
{
	this->a = alloca(8);
	bcopy((void *)8, this->a, 8);
	printf("not reached\n");
}

BEGIN
{
	exit(0);
}
