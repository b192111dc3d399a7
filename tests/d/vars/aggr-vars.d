/*
 * Struct, union and array variables (global and this->): members and
 * elements assigned and read, ++ and compound assignment on members,
 * string members, whole-struct copies from kernel memory, sizeof, and an
 * out-of-range element store that faults.
 */
#pragma D option quiet
struct point { int x; int y; string name; };
struct point origin;
int arr[4];
this struct point tp;
BEGIN
{
	origin.x = 3;
	origin.y = -4;
	origin.name = "origin";
	origin.x++;
	origin.y += 10;
	arr[0] = 10; arr[3] = 13;
	i = 2;
	arr[i] = 12;
	arr[1] = arr[0] + arr[i];
	printf("%d %d %s | %d %d %d %d | sz %d %d\n", origin.x, origin.y, origin.name, arr[0], arr[1], arr[2], arr[3], sizeof (origin), sizeof (arr));
	this->tp.x = 7;
	this->tp.name = "local";
	printf("%d %s %d\n", this->tp.x, this->tp.name, origin.name == "origin");
	t = *curthread;
	printf("%s %d\n", stringof(t.comm), t.pid == pid);


}
ERROR { printf("fault %d %d\n", arg4, arg5); }
BEGIN { printf("arr[3]=%d\n", arr[3]); }

BEGIN
{
	j = 4;
	arr[j] = 1;
}

/* last: an exit() stops the later BEGIN clauses */
BEGIN { exit(0); }
