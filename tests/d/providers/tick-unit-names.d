/* the long unit names nsec usec msec sec and a bare number (hz) also work */
#pragma D option quiet

BEGIN
{
	a = b = c = d = e = 0;
}

tick-20msec { a = 1; }
tick-20000usec { b = 1; }
tick-20000000nsec { c = 1; }
tick-50 { d = 1; }
tick-1sec { e = 1; }

tick-1ms
/a && b && c && d && e/
{
	printf("all fired\n");
	exit(0);
}
