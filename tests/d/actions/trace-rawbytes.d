/* the rawbytes option: trace() of a struct is a hex dump even when its
   bytes read as a string */
#pragma D option quiet
#pragma D option rawbytes

struct s { char text[6]; };
struct s v;

BEGIN
{
	v.text[0] = 'o';
	v.text[1] = 'k';
	trace(v);
	exit(0);
}
