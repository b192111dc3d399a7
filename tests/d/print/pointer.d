/*
 * print() of a pointer to a struct or union: the pointer, then what it
 * points to as BTF's typed-data dump (Linux DTrace's layout): members that
 * are not zero, with their types, one to a line under the data column.
 * Driven by pointer.sh, which hides the alloca() addresses.
 */
#pragma D option quiet

enum mood { CALM = 1, CROSS };

struct inner {
	short s;
	char tag[4];
};

struct outer {
	int neg;
	unsigned char uc;
	char name[6];
	union {
		unsigned char low;
		unsigned long wide;
	} u;
	struct {
		void *where;
		uint64_t count;
	} anon;
	int nums[3];
	struct inner in;
	enum mood mood;
	unsigned int flag:1;
	unsigned int mode:3;
	int unused;
};

BEGIN
{
	o = (struct outer *)alloca(sizeof (struct outer));
	o->neg = -5;
	o->uc = 200;
	o->name[0] = 'd';
	o->name[1] = 't';
	o->u.wide = 0x1ff;
	o->nums[1] = 7;
	o->in.tag[0] = 'x';
	o->mood = CROSS;
	o->mode = 6;
	print(o);

	/* a kernel type from BTF */
	l = (struct list_head *)alloca(sizeof (struct list_head));
	l->prev = (struct list_head *)0x1230;
	print(l);

	/* printsize cuts the bytes shown; setopt() changes it while tracing */
	setopt("printsize", "8");
	print(o);
	setopt("printsize", "32");
	print(o);
	exit(0);
}
