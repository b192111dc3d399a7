/*
 * Values a variable may be assigned after its first assignment fixed its
 * type: integers of any size into an integer, the constant 0, NULL or a
 * void pointer into a pointer, and a pointer of the same type.
 */
#pragma D option quiet

BEGIN
{
	n = 1;
	n = (char)2;
	n = 3000000000;
	p = curthread;
	p = 0;
	printf("%d %d\n", n, p == 0);
	p = NULL;
	p = curthread;
	q = curthread->real_parent;
	p = q;
	printf("%d\n", p == curthread->real_parent);
	this->v = (void *)0;
	p = this->v;
	s = "a";
	s = curthread->comm;
	printf("%d %d\n", p == 0, s == curthread->comm);
	exit(0);
}
