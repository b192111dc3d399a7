/*
 * dtrace -32: the ILP32 data model.  C's long and the types named after it
 * are 4 bytes, and so are the pointer types the program writes, except to
 * kernel types; structs the program declares are laid out for a 32-bit
 * process; constants are typed as an ILP32 compiler types them.  Values
 * in registers and variables keep 64 bits: a pointer from alloca() stored
 * in a this-> variable of a 4-byte pointer type still works.
 */
#pragma D option quiet

struct s32 {
	long a;
	char *p;
	int b;
	unsigned long c;
	long long d;
};

BEGIN
{
	printf("long %d, unsigned long %d, long int %d, size_t %d, ssize_t %d\n", sizeof(long),
	    sizeof(unsigned long), sizeof(long int), sizeof(size_t), sizeof(ssize_t));
	printf("uintptr_t %d, intptr_t %d, off_t %d, time_t %d, ulong_t %d\n", sizeof(uintptr_t),
	    sizeof(intptr_t), sizeof(off_t), sizeof(time_t), sizeof(ulong_t));
	printf("long long %d, int64_t %d, uint64_t %d, int %d\n", sizeof(long long),
	    sizeof(int64_t), sizeof(uint64_t), sizeof(int));
	printf("void * %d, char * %d, char ** %d, struct s32 * %d\n", sizeof(void *),
	    sizeof(char *), sizeof(char **), sizeof(struct s32 *));
	printf("kernel: struct task_struct * %d, curthread %d, struct file ** %d\n",
	    sizeof(struct task_struct *), sizeof(curthread), sizeof(struct file **));
	printf("struct s32 %d: a@%d p@%d b@%d c@%d d@%d\n", sizeof(struct s32),
	    offsetof(struct s32, a), offsetof(struct s32, p), offsetof(struct s32, b),
	    offsetof(struct s32, c), offsetof(struct s32, d));
	printf("constants: 1L %d, 1UL %d, 0xffffffffL %d, 2147483648 %d, 0x100000000L %d\n",
	    sizeof(1L), sizeof(1UL), sizeof(0xffffffffL), sizeof(2147483648),
	    sizeof(0x100000000L));
	printf("sizeof's own size %d\n", sizeof(sizeof(int)));

	l = (long)0x100000001LL;
	ul = (unsigned long)-1;
	printf("(long)0x100000001LL = %ld, (unsigned long)-1 = %lu, -1L = %ld\n", l, ul, -1L);

	this->buf = (char *)alloca(8);
	this->buf[0] = 'o';
	this->buf[1] = 'k';
	this->buf[2] = '\0';
	printf("alloca'd through a 4-byte pointer type: %s\n", stringof(this->buf));

	this->s = (struct s32 *)alloca(sizeof(struct s32));
	this->s->a = -5;
	this->s->p = (char *)0x87654321;
	this->s->b = 7;
	this->s->c = 0x1ffffffff;
	this->s->d = 0x123456789;
	printf("members: %d %x %d %u %x\n", this->s->a, (uint32_t)this->s->p, this->s->b,
	    this->s->c, this->s->d);
	exit(0);
}
