/* trace() of a struct, a union and an int array: bytes that read as a
   string print as one, anything else as a hex dump */
struct s { int a; char b; };
struct t { char text[8]; };
struct s x;
struct t y;
int arr[5];

BEGIN
{
	x.a = 0x41424344;
	x.b = 'E';
	trace(x);
	trace(arr);
	y.text[0] = 'h';
}

BEGIN
{
	y = y;
	trace(y);
	exit(0);
}
