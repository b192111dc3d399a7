/* tick-N with units ms, hz, us, ns and s fires at about the right rate:
   counts are taken until tick-1s fires (0.6x to 1.5x of the nominal rate) */
#pragma D option quiet

BEGIN
{
	ms = hz = us = ns = 0;
}

tick-100ms { ms++; }
tick-10hz { hz++; }
tick-2000us { us++; }
tick-5000000ns { ns++; }

tick-1s
{
	printf("100ms: %s\n", ms >= 6 && ms <= 16 ? "ok" : "bad");
	printf("10hz: %s\n", hz >= 6 && hz <= 16 ? "ok" : "bad");
	printf("2000us: %s\n", us >= 300 && us <= 760 ? "ok" : "bad");
	printf("5000000ns: %s\n", ns >= 120 && ns <= 310 ? "ok" : "bad");
	printf("counts %d %d %d %d\n", ms, hz, us, ns);
	exit(0);
}
