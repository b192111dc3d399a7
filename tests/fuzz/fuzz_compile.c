/*
 * fuzz_compile.c: a libFuzzer target for the D front end and code generator.
 *
 * Each input is D source text.  It is compiled through the public API on a
 * fresh handle, exactly as dtrace(1) compiles a script, and then its BPF
 * code is generated and disassembled; the handle is torn down at the end so
 * that LeakSanitizer sees every allocation the compile made:
 *
 *	handle (as dtrace_open() builds it, without its BPF privilege probe)
 *	  -> dtrace_program_strcompile()   lexer, parser, checker, probe matching
 *	  -> dtrace_program_link()         code generation (dt_cg.c, dt_link.c)
 *	  -> dtrace_program_dis()          disassembler, written to /dev/null
 *	  -> dtrace_close()
 *
 * Nothing is loaded into the kernel.  Matching syscall probes reads tracefs
 * (/sys/kernel/tracing) and kernel types come from /sys/kernel/btf/vmlinux,
 * so run it as root (or with those readable) to reach the code past probe
 * matching; otherwise those inputs simply fail to compile.
 *
 * An input may hold several compile requests separated by a line that is
 * exactly "---": the first is compiled as a script ("fuzz.d", with line
 * numbers in messages), the others as dtrace -n text (DTRACE_C_PSPEC), all
 * into the same program, as "dtrace -s x.d -n ... -n ..." does.  Inputs with
 * a NUL byte are rejected (a D program is a C string).  The handle has
 * one macro argument, $0 = "fuzz"; "#pragma D option defaultargs" and
 * "#pragma D option zdefs" in the input reach the other paths.
 *
 * Build and run (from the top of the tree; clang with libFuzzer):
 *
 *	make -f tests/fuzz/Makefile            # -> build-fuzz/fuzz_compile
 *	make -f tests/fuzz/Makefile run        # 20 minutes from the seed corpus
 *
 * or by hand:
 *
 *	mkdir -p build-fuzz/corpus
 *	build-fuzz/fuzz_compile -dict=tests/fuzz/d.dict -max_total_time=1200 \
 *	    -rss_limit_mb=4096 -timeout=10 build-fuzz/corpus tests/fuzz/corpus
 *
 * New inputs go to build-fuzz/corpus (the first directory); tests/fuzz/corpus
 * holds the hand-written seeds and is only read.  To replay one input:
 *
 *	build-fuzz/fuzz_compile tests/fuzz/crashes/<file>
 *
 * and set DT_FUZZ_VERBOSE=1 in the environment to see each compile error.
 * Some bugs only show when a second handle is used in the same process
 * (state left behind by dtrace_close()): replay those with -runs=2.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <bpf/libbpf.h>

#include "dt_impl.h"

#define FUZZ_MAXLEN	(64 * 1024)	/* longer inputs only slow the search */
#define FUZZ_MAXREQ	8		/* compile requests per input */

static FILE *fuzz_null;		/* the disassembly goes here */
static int fuzz_verbose;
static char *const fuzz_argv[] = { "fuzz", NULL };

/*
 * The handle as dtrace_open() makes it, minus dt_check_privileges(): that
 * creates a BPF map, which needs CAP_BPF and a kernel, and nothing in the
 * compile path depends on it.  Keep this in step with dtrace_open().
 */
static dtrace_hdl_t *
fuzz_open(void)
{
	dtrace_hdl_t *dtp = dt_handle_create();	/* dtrace_open() minus the privilege probe */

	dtp->out = fuzz_null;
	dtrace_set_macroargs(dtp, 1, fuzz_argv);
	return dtp;
}

/* the next request: up to a line that is exactly "---", or the end */
static char *
fuzz_split(char *s)
{
	for (char *p = s; (p = strstr(p, "---")) != NULL; p += 3) {
		if ((p == s || p[-1] == '\n') && (p[3] == '\n' || p[3] == '\0')) {
			if (p[3] == '\0') {
				*p = '\0';
				return NULL;
			}
			*p = '\0';
			return p + 4;
		}
	}
	return NULL;
}

static void
fuzz_fail(dtrace_hdl_t *dtp, const char *what)
{
	if (fuzz_verbose)
		fprintf(stderr, "fuzz: %s: [%s] %s\n", what, dtrace_errtag(dtp),
		    dtrace_errmsg(dtp));
}

int
LLVMFuzzerInitialize(int *argcp, char ***argvp)
{
	(void)argcp;
	(void)argvp;
	fuzz_null = fopen("/dev/null", "w");
	if (fuzz_null == NULL) {
		perror("fuzz: /dev/null");
		abort();
	}
	fuzz_verbose = getenv("DT_FUZZ_VERBOSE") != NULL;
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	dtrace_hdl_t *dtp;
	dtrace_prog_t *pgp = NULL;
	char *buf, *req, *next;
	int nreq = 0;

	if (size > FUZZ_MAXLEN || memchr(data, '\0', size) != NULL)
		return -1;	/* not a D program: keep it out of the corpus */
	buf = malloc(size + 1);
	if (buf == NULL)
		abort();
	memcpy(buf, data, size);
	buf[size] = '\0';

	dtp = fuzz_open();
	for (req = buf; req != NULL && nreq < FUZZ_MAXREQ; req = next, nreq++) {
		next = fuzz_split(req);
		pgp = dtrace_program_strcompile(dtp, req, nreq == 0 ? "fuzz.d" : NULL,
		    nreq == 0 ? 0 : DTRACE_C_PSPEC);
		if (pgp == NULL) {
			fuzz_fail(dtp, "compile");
			break;
		}
	}
	if (pgp != NULL) {
		if (dtrace_program_link(dtp, pgp) != 0)
			fuzz_fail(dtp, "link");
		else if (dtrace_program_dis(dtp, pgp, fuzz_null) != 0)
			fuzz_fail(dtp, "dis");
		else if (fuzz_verbose)
			fprintf(stderr, "fuzz: ok (%d probes matched)\n",
			    dtrace_program_matches(dtp));
	}
	dtrace_close(dtp);
	free(buf);
	return 0;
}
