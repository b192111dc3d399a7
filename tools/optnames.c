/*
 * optnames: the names of dtrace's -x options, one a line, from the
 * library's own table of them (lib/dt_options.c), for the bash completion
 * (tools/gen-completion.sh).  A build tool, linked with libdtrace.a.
 */
#include <stdio.h>
#include "dt_impl.h"

int
main(void)
{
	const char *name;

	for (size_t i = 0; (name = dt_option_name(i)) != NULL; i++)
		puts(name);
	return 0;
}
