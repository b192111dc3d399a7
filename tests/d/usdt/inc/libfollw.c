/*
 * The library the usdt follow test's trigger (../pid/inc/follow.c)
 * dlopen()s after tracing has started: provider follw lives only here.
 */
#include <stdio.h>
#include "follw.h"

char follwmsg[32];	/* written before the probe: paged in */

void
lf_ready(void)
{
	FOLLW_READY();
}

int
lf_add(int a, int b)
{
	snprintf(follwmsg, sizeof(follwmsg), "%d+%d%s", a, b,
	    FOLLW_ADD_ENABLED() ? " (is-enabled)" : "");
	FOLLW_ADD(a, b, follwmsg);
	return a + b;
}
