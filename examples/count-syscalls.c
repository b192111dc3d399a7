/*
 * count-syscalls: count system calls by name through libdtrace, as
 *
 *	dtrace -n 'syscall:::entry { @[probefunc] = count(); }'
 *
 * does, for one second (every process's calls) or, given a command, for
 * the life of that command (its calls alone: $target, as dtrace -c).
 *
 *	count-syscalls [command [arg ...]]
 *
 * The steps are those of every consumer of the public API (dtrace.h):
 * open a handle, compile a program from a string, execute it (maps, BPF,
 * probes), start tracing, call dtrace_work() until tracing is done, stop,
 * print the aggregation, close.  The library prints nothing itself:
 * errors come back from the calls (dtrace_errmsg()), drops to a handler.
 * Tracing needs root, or the capabilities dtrace_missing_privileges()
 * names.  Build it with the Makefile beside it, against an installed
 * libdtrace that pkg-config finds.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dtrace.h>

static const char all_procs[] =
    "syscall:::entry { @[probefunc] = count(); }\n"
    "tick-1s { exit(0); }\n";
static const char one_proc[] =
    "syscall:::entry /pid == $target/ { @[probefunc] = count(); }\n";

static int g_done;

/* the command has exited: tracing is done */
static void
exited(dtrace_hdl_t *dtp, int pid, int wstatus, void *arg)
{
	(void)dtp, (void)pid, (void)wstatus, (void)arg;
	g_done = 1;
}

/* records or aggregation keys the kernel had no room for: say so, go on */
static void
dropped(dtrace_hdl_t *dtp, const dtrace_dropdata_t *dd, void *arg)
{
	(void)dtp, (void)arg;
	fprintf(stderr, "count-syscalls: %s\n", dd->msg);
}

static int
fail(dtrace_hdl_t *dtp, const char *what)
{
	fprintf(stderr, "count-syscalls: %s: %s\n", what, dtrace_errmsg(dtp));
	dtrace_close(dtp);
	return 1;
}

int
main(int argc, char *argv[])
{
	dtrace_hdl_t *dtp;
	dtrace_prog_t *prog;
	dtrace_proginfo_t info;
	int err, pid = -1;

	if ((dtp = dtrace_open(&err)) == NULL) {
		char caps[64];

		if (err == EPERM && dtrace_missing_privileges(caps, sizeof(caps)) > 0)
			fprintf(stderr, "count-syscalls: tracing needs %s (run as root)\n", caps);
		else
			fprintf(stderr, "count-syscalls: cannot open libdtrace: %s\n", strerror(err));
		return 1;
	}
	dtrace_handle_drop(dtp, dropped, NULL);
	dtrace_handle_proc(dtp, exited, NULL);

	/* the command first, stopped before its first instruction: $target */
	if (argc > 1 && (pid = dtrace_proc_create(dtp, argv + 1)) < 0)
		return fail(dtp, argv[1]);
	if ((prog = dtrace_program_strcompile(dtp, pid < 0 ? all_procs : one_proc, NULL, 0)) == NULL)
		return fail(dtp, "compile");
	if (dtrace_program_exec(dtp, prog, &info) != 0)
		return fail(dtp, "enable");
	fprintf(stderr, "count-syscalls: %d probes\n", info.matches);
	if (dtrace_go(dtp) != 0)
		return fail(dtp, "start");
	if (pid >= 0 && dtrace_proc_continue(dtp, pid) != 0)
		return fail(dtp, argv[1]);

	while (!g_done) {
		dtrace_workstatus_t w = dtrace_work(dtp, stdout);

		if (w == DTRACE_WORKSTATUS_DONE)	/* exit() */
			break;
		if (w == DTRACE_WORKSTATUS_ERROR)
			return fail(dtp, "tracing");
	}
	if (dtrace_stop(dtp) != 0)
		return fail(dtp, "stop");
	if (dtrace_aggregate_print(dtp, stdout) != 0)
		return fail(dtp, "print");
	dtrace_close(dtp);	/* and a command still running is killed */
	return 0;
}
