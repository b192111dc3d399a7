/*
 * test_quiet.c: the library never prints, exits or aborts.
 *
 * Through the public API only: a program that faults and drops runs with
 * an error and a drop handler installed, while fds 1 and 2 are redirected
 * to a file; the fault and the drop must reach the handlers as data (kind,
 * enabling, address, counts, message) and the file must stay empty.
 * Without handlers the same program makes the consuming call fail with
 * "Abort due to ...", and still prints nothing.  These need BPF (root):
 * without it they are left out and say so on stdout.
 *
 * Out of memory: the test hook dt_alloc_fail_after(n) (dt_impl.h) makes
 * the n-th allocation fail, for every n until a compile gets through; each
 * failing compile must return NULL with "out of memory", leave the handle
 * refusing further calls, and the process must live on.  That runs in a
 * child process, which ends with _exit(): a failed call may lose memory
 * (dtrace.h), which is not the leak checker's business here.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "dt_impl.h"
#include "unit.h"

static const char prog[] =
    "BEGIN { a[1] = 1; a[2] = 2; a[3] = 3; a[4] = 4; a[5] = 5; a[6] = 6; }\n"
    "BEGIN { trace(*(int *)0x10); }\n"
    "BEGIN { exit(0); }\n";

typedef struct seen {
	int nfaults, ndrops;
	dtrace_errdata_t fault;
	char faultmsg[512];
	dtrace_dropdata_t drop;
	char dropmsg[512];
} seen_t;

static void
on_err(dtrace_hdl_t *dtp, const dtrace_errdata_t *ed, void *arg)
{
	seen_t *s = arg;

	(void)dtp;
	if (s->nfaults++ == 0) {
		s->fault = *ed;
		snprintf(s->faultmsg, sizeof(s->faultmsg), "%s", ed->msg);
	}
}

/* the last drop is kept (one is expected), its message copied */
static void
on_drop(dtrace_hdl_t *dtp, const dtrace_dropdata_t *dd, void *arg)
{
	seen_t *s = arg;

	s->ndrops++;
	s->drop = *dd;
	s->drop.msg = strncpy(s->dropmsg, dd->msg, sizeof(s->dropmsg) - 1);
}

/* run prog to its end; the error of the first failing call, or NULL */
static const char *
run(dtrace_hdl_t *dtp, FILE *out)
{
	static char err[2048];
	dtrace_prog_t *pgp;
	dtrace_workstatus_t w = DTRACE_WORKSTATUS_OKAY;

	err[0] = '\0';
	if (dtrace_setopt(dtp, "quiet", NULL) != 0 || dtrace_setopt(dtp, "dynvarsize", "400") != 0 ||
	    (pgp = dtrace_program_strcompile(dtp, prog, NULL, 0)) == NULL ||
	    dtrace_program_exec(dtp, pgp, NULL) != 0 || dtrace_go(dtp) != 0)
		return dtrace_errmsg(dtp);
	for (int i = 0; i < 50 && w == DTRACE_WORKSTATUS_OKAY; i++)
		w = dtrace_work(dtp, out);
	if (w == DTRACE_WORKSTATUS_ERROR)
		snprintf(err, sizeof(err), "%s", dtrace_errmsg(dtp));
	if (dtrace_stop(dtp) != 0 && err[0] == '\0')
		snprintf(err, sizeof(err), "%s", dtrace_errmsg(dtp));
	return err[0] != '\0' ? err : NULL;
}

/* fds 1 and 2 to a new temporary file (its fd), the old ones in saved */
static int
redirect(int saved[2])
{
	char path[] = "/tmp/test_quiet.XXXXXX";
	int fd = mkstemp(path);

	unlink(path);
	fflush(stdout);
	fflush(stderr);
	saved[0] = dup(1);
	saved[1] = dup(2);
	dup2(fd, 1);
	dup2(fd, 2);
	return fd;
}

/* restore fds 1 and 2; the bytes written to fd meanwhile */
static long
restore(int saved[2], int fd)
{
	struct stat st;

	fflush(stdout);
	fflush(stderr);
	dup2(saved[0], 1);
	dup2(saved[1], 2);
	close(saved[0]);
	close(saved[1]);
	fstat(fd, &st);
	close(fd);
	return (long)st.st_size;
}

static void
test_handlers(void)
{
	seen_t s;
	int saved[2], fd, err;
	const char *r;
	dtrace_hdl_t *dtp = dtrace_open(&err);
	FILE *out = fopen("/dev/null", "w");

	if (dtp == NULL) {
		fprintf(stderr, "test_quiet: no BPF (%s): the handler tests are left out\n",
		    strerror(err));
		fclose(out);
		return;
	}
	memset(&s, 0, sizeof(s));
	dtrace_handle_err(dtp, on_err, &s);
	dtrace_handle_drop(dtp, on_drop, &s);
	fd = redirect(saved);
	r = run(dtp, out);
	UT_EQ_INT(restore(saved, fd), 0);
	UT_EQ_STR(r, NULL);
	UT_EQ_INT(s.nfaults, 1);
	UT_EQ_INT(s.fault.kind, DTRACE_FAULT_PROBE);
	UT_EQ_INT(s.fault.epid, 2);
	UT_EQ_INT(s.fault.probe, 1);
	UT_EQ_STR(s.fault.fault, "invalid address");
	UT_EQ_UINT(s.fault.addr, 0x10);
	UT_EQ_INT(s.fault.action, 1);
	UT_EQ_STR(s.faultmsg, "error on enabled probe ID 2 (ID 1: dtrace:::BEGIN): "
	    "invalid address (0x10) in action #1 at line 2");
	UT_EQ_INT(s.ndrops, 1);
	UT_EQ_INT(s.drop.kind, DTRACE_DROP_DYNAMIC);
	UT_EQ_INT(s.drop.cpu, -1);
	UT_EQ_UINT(s.drop.drops, 1);
	UT_EQ_STR(s.dropmsg, "1 dynamic variable drop");
	UT_EQ_INT(dtrace_exit_status(dtp), 0);
	dtrace_close(dtp);

	/* no handlers: the fault makes the consuming call fail, still silently */
	dtp = dtrace_open(&err);
	fd = redirect(saved);
	r = run(dtp, out);
	UT_EQ_INT(restore(saved, fd), 0);
	UT_CHECK(r != NULL && strncmp(r, "Abort due to error: error on enabled probe ID 2", 47) == 0);
	dtrace_close(dtp);
	fclose(out);
}

/* in a child: every allocation of a compile fails in turn; 0 if all held */
static int
oom_child(void)
{
	int failed = 0;

	for (long n = 1; n < 100000; n++) {
		dtrace_hdl_t *dtp = dt_handle_create();
		dtrace_prog_t *pgp;

		if (dtp == NULL)
			return 1;
		dt_alloc_fail_after(n);
		pgp = dtrace_program_strcompile(dtp, prog, NULL, 0);
		dt_alloc_fail_after(0);
		if (pgp != NULL) {
			dtrace_close(dtp);
			return failed || n < 10;	/* a compile allocates more than that */
		}
		if (strcmp(dtrace_errmsg(dtp), "out of memory") != 0 ||
		    dtrace_setopt(dtp, "quiet", NULL) == 0 ||
		    strcmp(dtrace_errmsg(dtp), "out of memory") != 0) {
			fprintf(stderr, "test_quiet: allocation %ld: %s\n", n, dtrace_errmsg(dtp));
			failed = 1;
		}
		dtrace_close(dtp);
	}
	return 1;
}

static void
test_oom(void)
{
	int st = 0;
	pid_t pid = fork();

	if (pid == 0)
		_exit(oom_child());
	UT_CHECK(pid > 0 && waitpid(pid, &st, 0) == pid);
	UT_CHECK(WIFEXITED(st));
	UT_EQ_INT(WEXITSTATUS(st), 0);
}

int
main(void)
{
	test_oom();
	test_handlers();
	return ut_finish("quiet");
}
