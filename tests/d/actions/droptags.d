/* -x droptags: drop messages begin with the drop's kind */
#pragma D option quiet
#pragma D option droptags
#pragma D option dynvarsize=64

BEGIN
{
	a[1] = 1;
	a[2] = 2;
	a[3] = 3;
	a[4] = 4;
	exit(0);
}
