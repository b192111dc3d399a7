/* tick-1s first fires about one second after tracing starts */
#pragma D option quiet

BEGIN
{
	t0 = timestamp;
}

tick-1s
{
	d = timestamp - t0;
	printf("%s\n", d >= 900000000 && d <= 1500000000 ? "on time" : "off");
	exit(0);
}

tick-1s
/d < 900000000 || d > 1500000000/
{
	printf("delta %d ms\n", d / 1000000);
}
