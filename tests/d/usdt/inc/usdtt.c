/*
 * The usdt tests' trigger: "usdtt N [FILE]" runs N rounds (forever if
 * N < 0), 50 ms apart; each fires the probes of usdtt.d with known values
 * and calls the library's libcall(i), whose probe is in libusdtt.so.  With
 * FILE, each round appends to it "E" if usdtt:::query-start is enabled (its
 * semaphore raised), else "D".
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include "usdtt.h"

void libcall(int);
char q[32];	/* written before the probe: paged in (a probe cannot fault a page in) */

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 3;
	FILE *out = argc > 2 ? fopen(argv[2], "a") : NULL;

	if (out != NULL)
		setvbuf(out, NULL, _IONBF, 0);
	for (int i = 0; n < 0 || i < n; i++) {
		if (out != NULL)
			putc(USDTT_QUERY_START_ENABLED() ? 'E' : 'D', out);
		USDTT_INTS(-1 - i, -300, -70000 * (i + 1), -5000000000LL);
		USDTT_UINTS(200, 60000, 4000000000U, 18000000000000000000ULL);
		snprintf(q, sizeof(q), "select %d", i);
		USDTT_QUERY_START(q, i);
		libcall(i);
		usleep(50000);
	}
	return 0;
}
