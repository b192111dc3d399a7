/* driven by tick-loaded.sh: tick-100ms stays on time while CPU 0 is busy
   with a traced syscall loop */
#pragma D option quiet

syscall::getpid:entry
{
	calls++;
}

BEGIN
{
	t0 = timestamp;
	calls = 0;
	n = 0;
	late = 0;
}

tick-100ms
/n > 0/
{
	d = (timestamp - t0) / 1000000;
	late += d < 50 || d > 150;
}

tick-100ms
{
	t0 = timestamp;
	n++;
}

tick-100ms
/n == 11/
{
	printf("%d intervals, %d off by more than 50%%\n", n - 1, late);
	exit(0);
}
