/*
 * dt_error.c: errors, and the recovery from the ones no caller can handle.
 *
 * The library never prints, exits or aborts: every error reaches the caller
 * as the failure of an API call, with its message in the handle
 * (dtrace_errmsg(), dtrace_errtag()).
 *
 * Ordinary errors are returned: dt_set_err() fills in the message and
 * returns -1.  Compile errors unwind: the front end calls dt_cerror(), which
 * formats the message and longjmps to the innermost recovery point,
 * dtp->errjmp (the compile path sets its own, nested, and each restores the
 * one it found).  The API returns NULL and dtrace_errmsg() has
 * "line N: message" (the command adds its "failed to compile script x.d: "
 * prefix, as DTrace does).
 *
 * Out of memory (dt_oom(), from the allocation helpers) and internal
 * inconsistencies (dt_internal_error()) cannot be handled where they
 * happen.  After Lua's protected calls, every public entry point that can
 * reach them runs its implementation under a guard (DT_PROTECTED in
 * dt_impl.h): a recovery point pushed on entry, popped on return.  These
 * errors set the message, mark the handle fatal and longjmp to the
 * innermost recovery point; compile frames pass them on (their tag is
 * D_UNKNOWN, which no frame retries), and a guard nested in another (an API
 * called from inside the library, as dt_consume.c calls dtrace_setopt())
 * passes them on to the outer one, so the outermost API call fails.  A
 * dt_cerror() that reaches a guard directly happened outside compilation:
 * it is an internal error too.  The allocation helpers have no handle: the
 * guard also sets a thread-local pointer to the handle of the innermost
 * guarded call (dt_active), which dt_oom() uses.
 *
 * Diagnostics, which are not errors, go the same way from every layer:
 * dt_diag() hands the message to the consumer's handler, if any, and
 * dt_dump() the compiler's -x tree dumps to the consumer's dump handler.
 *
 * Invariants: inside a guarded call dtp->errjmp is never NULL; a fatal
 * handle refuses every guarded call (only dtrace_close() is left); what
 * the failed call had allocated and not yet linked to the handle is lost.
 * Outside any recovery point (an internal function called directly, as
 * unit tests do, without setting dtp->errjmp) there is nowhere to go: that
 * is a bug of the caller, and the process traps.
 */
#define _GNU_SOURCE	/* vasprintf */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <bpf/libbpf.h>
#include "dt_impl.h"

/* the handle of the innermost guarded call of this thread, NULL outside */
static __thread dtrace_hdl_t *dt_active;

/* test hook: the countdown to the allocation that fails (0: none) */
static long dt_alloc_countdown;

void
dt_alloc_fail_after(long n)
{
	dt_alloc_countdown = n;
}

/* the test hook says this allocation fails */
static int
dt_alloc_hooked(void)
{
	return dt_alloc_countdown > 0 && --dt_alloc_countdown == 0;
}

/* to the innermost recovery point: never returns */
static void __attribute__((noreturn))
dt_throw(dtrace_hdl_t *dtp)
{
	if (dtp == NULL || dtp->errjmp == NULL)
		__builtin_trap();	/* no recovery point: see the top of this file */
	longjmp(*dtp->errjmp, 1);
}

/* the error in errmsg is one the handle does not survive */
static void
dt_fatal_mark(dtrace_hdl_t *dtp)
{
	dtp->errtag = D_UNKNOWN;
	dtp->errmsg_untagged = 0;
	dtp->fatal = 1;
}

/* an error the handle does not survive: message, mark, unwind */
static void __attribute__((noreturn))
dt_fatal(dtrace_hdl_t *dtp, const char *msg)
{
	if (dtp == NULL)
		dt_throw(NULL);
	if (msg != dtp->errmsg)
		snprintf(dtp->errmsg, sizeof(dtp->errmsg), "%s", msg);
	dt_fatal_mark(dtp);
	dt_throw(dtp);
}

void
dt_oom(void)
{
	dt_fatal(dt_active, "out of memory");
}

void
dt_internal_error(dtrace_hdl_t *dtp, const char *fmt, ...)
{
	char msg[1536];
	va_list ap;

	if (dtp == NULL)
		dtp = dt_active;	/* code with no handle at hand (the instruction buffer) */
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (dtp == NULL)
		dt_fatal(NULL, msg);
	snprintf(dtp->errmsg, sizeof(dtp->errmsg), "internal error: %s", msg);
	dt_fatal(dtp, dtp->errmsg);
}

void *
dt_zalloc(size_t n)
{
	void *p = dt_alloc_hooked() ? NULL : calloc(1, n ? n : 1);

	if (p == NULL)
		dt_oom();
	return p;
}

void *
dt_realloc(void *p, size_t n)
{
	void *q = dt_alloc_hooked() ? NULL : realloc(p, n ? n : 1);

	if (q == NULL)
		dt_oom();
	return q;
}

char *
dt_strdup(const char *s)
{
	char *c = dt_alloc_hooked() ? NULL : strdup(s ? s : "");

	if (c == NULL)
		dt_oom();
	return c;
}

char *
dt_strndup(const char *s, size_t n)
{
	char *c = dt_alloc_hooked() ? NULL : strndup(s, n);

	if (c == NULL)
		dt_oom();
	return c;
}

void
dt_guard_enter(dtrace_hdl_t *dtp, dt_guard_t *g)
{
	g->prev_jmp = dtp->errjmp;
	g->prev_active = dt_active;
	dtp->errjmp = &g->jb;
	dt_active = dtp;
}

void
dt_guard_leave(dtrace_hdl_t *dtp, dt_guard_t *g)
{
	dtp->errjmp = g->prev_jmp;
	dt_active = g->prev_active;
}

void
dt_guard_fail(dtrace_hdl_t *dtp, dt_guard_t *g)
{
	if (!dtp->fatal) {
		/* a compile error with no compile frame to catch it */
		char msg[sizeof(dtp->errmsg)];

		snprintf(msg, sizeof(msg), "%s", dtp->errmsg);
		snprintf(dtp->errmsg, sizeof(dtp->errmsg), "internal error outside compilation: %.2000s",
		    msg);
		dt_fatal_mark(dtp);
	}
	dt_guard_leave(dtp, g);
	if (g->prev_jmp != NULL)
		longjmp(*g->prev_jmp, 1);	/* the outer call fails too */
}

int
dt_set_err(dtrace_hdl_t *dtp, dt_errtag_t tag, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(dtp->errmsg, sizeof(dtp->errmsg), fmt, ap);
	va_end(ap);
	dtp->errtag = tag;
	/* compile-time errors found outside the compiler proper show their tag
	 * (dtrace_errmsg adds it; a compiler error quoting this one adds its own) */
	dtp->errmsg_untagged = tag != D_UNKNOWN && tag != D_PRAGMA_OPTSET;
	return -1;
}

void
dt_errbuf(char *err, size_t errlen, const char *fmt, ...)
{
	va_list ap;

	if (err == NULL || errlen == 0)
		return;
	va_start(ap, fmt);
	vsnprintf(err, errlen, fmt, ap);
	va_end(ap);
}

void
dt_cerror(dtrace_hdl_t *dtp, dt_errtag_t tag, int line, const char *fmt, ...)
{
	char msg[1536];
	const char *dlib;
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	/* as in DTrace, line numbers are shown for scripts, not for -n text */
	dtp->errmsg[0] = '\0';
	if (dtp->errtags)
		snprintf(dtp->errmsg, sizeof(dtp->errmsg), "[%s] ", dt_errtag_name(tag));
	if (dtp->srcfile != NULL && (dlib = dtp->srcfile(dtp, &line)) != NULL)	/* a D library file */
		snprintf(dtp->errmsg + strlen(dtp->errmsg), sizeof(dtp->errmsg) - strlen(dtp->errmsg),
		    "\"%s\", line %d: %s", dlib, line, msg);
	else if (dtp->srcname != NULL)
		snprintf(dtp->errmsg + strlen(dtp->errmsg), sizeof(dtp->errmsg) - strlen(dtp->errmsg),
		    "line %d: %s", line, msg);
	else
		snprintf(dtp->errmsg + strlen(dtp->errmsg), sizeof(dtp->errmsg) - strlen(dtp->errmsg),
		    "%s%s%s%s", dtp->errregion ? "in " : "", dtp->errregion ? dtp->errregion : "",
		    dtp->errregion ? ": " : "", msg);
	dtp->errregion = NULL;
	dtp->errtag = tag;
	dtp->errmsg_untagged = 0;
	dt_throw(dtp);
}

/* a diagnostic (the verifier's log, -xverbose) to the consumer's handler,
 * if it installed one (dtrace_handle_diag()); else it is dropped */
void
dt_diag(dtrace_hdl_t *dtp, const char *fmt, ...)
{
	char *msg;
	va_list ap;
	int r;

	if (dtp->diaghdlr == NULL)
		return;
	va_start(ap, fmt);
	r = vasprintf(&msg, fmt, ap);
	va_end(ap);
	if (r < 0)
		dt_oom();
	dtp->diaghdlr(dtp, msg, dtp->diagarg);
	free(msg);
}

/*
 * libbpf's own messages (such as a perf buffer it could not map): the
 * calls that fail report it themselves, so these are shown only under
 * -xverbose, as diagnostics of the handle of the guarded call that made
 * them; never printed by libbpf itself on the consumer's stderr
 */
static int
dt_libbpf_print(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	dtrace_hdl_t *dtp = dt_active;
	char *msg;
	size_t n;

	if (dtp == NULL || !dtp->verbose || level == LIBBPF_DEBUG || vasprintf(&msg, fmt, ap) < 0)
		return 0;
	n = strlen(msg);
	if (n > 0 && msg[n - 1] == '\n')
		msg[n - 1] = '\0';
	dt_diag(dtp, "%s", msg);	/* (it starts "libbpf: ") */
	free(msg);
	return 0;
}

void
dt_libbpf_quiet(void)
{
	libbpf_set_print(dt_libbpf_print);
}

/* text the compiler dumps on request (-x tree) to the consumer's handler, as it is */
void
dt_dump(dtrace_hdl_t *dtp, const char *text)
{
	if (dtp->dumphdlr != NULL)
		dtp->dumphdlr(dtp, text, dtp->dumparg);
}

const char *
dtrace_errmsg(dtrace_hdl_t *dtp)
{
	if (dtp->errtags && dtp->errmsg_untagged) {
		snprintf(dtp->errmsg_out, sizeof(dtp->errmsg_out), "[%s] %s",
		    dt_errtag_name(dtp->errtag), dtp->errmsg);
		return dtp->errmsg_out;
	}
	return dtp->errmsg;
}

const char *
dtrace_errtag(dtrace_hdl_t *dtp)
{
	return dt_errtag_name(dtp->errtag);
}
