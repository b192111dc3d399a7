/* print(): D-declared structs, nested, arrays, unions, enums, bit-fields, pointers */
#pragma D option quiet

enum color { RED, GREEN = 5, BLUE };
struct inner { short s; char c; };
union u { int i; char b[4]; };
struct outer {
	int a;
	unsigned long long big;
	struct inner in;
	struct inner two[2];
	int nums[3];
	char name[6];
	union u un;
	enum color col;
	unsigned int flag:1;
	unsigned int mode:3;
	int *ptr;
};
struct outer o;
union u uu;

BEGIN
{
	o.a = -1;
	o.big = 0x1122334455667788;
	o.in.s = 300;
	o.in.c = 'A';
	o.un.i = 0x41424344;
	o.col = GREEN;
	o.ptr = (int *)0x1000;
	print(o);
	printf("\n");
	print(o.in);
	printf("\n");
	print(o.col);
	print(o.a);
	print((char)'z');
	print(o.ptr);
	print(o.name);
	print("a string");
	uu.i = 7;
	print(uu);
	printf("\n");
	exit(0);
}
