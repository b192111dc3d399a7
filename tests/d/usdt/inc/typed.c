/*
 * The typed test's trigger: "typed N" fires each probe of typedprov.d N
 * times, 50 ms apart, with known values (round i: query "select i",
 * remap(7 + i, query), info of struct tinfo { 40 + i, "widget" }).
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include "typed.h"

struct tinfo {
	int id;
	char *name;
};

/* globals written before the probes: paged in (a probe cannot fault a page in) */
char q[32], nm[16] = "widget";
struct tinfo ti;

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 2;

	for (int i = 0; i < n; i++) {
		snprintf(q, sizeof(q), "select %d", i);
		ti.id = 40 + i;
		ti.name = nm;
		TYPED_QUERY_START(q, i);
		TYPED_REMAP(7 + i, q);
		TYPED_INFO(&ti);
		TYPED_HIDDEN((struct secret *)&ti, -i);
		TYPED_STR(nm);
		usleep(50000);
	}
	return 0;
}
