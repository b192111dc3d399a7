/*
 * dtrace -32 reads a 32-bit process's structure with the program's own
 * declaration of it: long and pointers are 4 bytes, so the layout is
 * the one an ILP32 compiler gives (model-ilp32-copyin.sh writes it).
 */
#pragma D option quiet

struct rec {
	long a;
	char *p;
	int b;
	unsigned long c;
	char name[8];
};

syscall::write:entry
/pid == $target && arg2 == sizeof(struct rec)/
{
	this->r = (struct rec *)copyin(arg1, sizeof(struct rec));
	printf("sizeof %d: a %d, p %x, b %d, c %u, name %s\n", sizeof(struct rec), this->r->a,
	    (uint32_t)this->r->p, this->r->b, this->r->c, this->r->name);
}
