/*
 * dtrace(1): the command line over libdtrace.
 *
 * Options are those of classic dtrace(1); the program text comes from -n
 * (and -P/-m/-f/-i: D text whose descriptions end in the provider, module
 * or function field, or in the name, as -n's; the library completes them),
 * or from -s files.  dtrace -l lists each request's descriptions; one that
 * matches nothing is reported and the listing goes on, with status 0.
 * All of them are compiled together as one program (one handle).  Messages
 * and exit statuses follow DTrace: "dtrace: description '...' matched N
 * probes" on stderr, compile errors as "dtrace: failed to compile script
 * x.d: line N: ...", exit 1 on errors, exit(n)'s n at the end, 0 after
 * Ctrl-C.
 *
 * -c and -p name processes (libdtrace's dtrace_proc_*): they are created or
 * grabbed before the program is compiled, so that $target expands, and a
 * created one is set running only once tracing is enabled.  When all of
 * them have exited, tracing ends as with exit(0); a created process still
 * running when dtrace ends is killed, a grabbed one is left alone.
 *
 * -h and -G compile the scripts' provider definitions and, instead of
 * tracing, write a C header (dtrace_program_header) or the object that
 * completes the program's objects, the operands (dtrace_program_genobj).
 *
 * The library prints nothing: faults, drops and -xverbose diagnostics come
 * to handlers here, which print them on stderr as "dtrace: MESSAGE".
 *
 * -x metrics=ADDR:PORT serves the aggregations over HTTP while tracing
 * (dt_metrics.c): the address is checked when the option is read, bound
 * before tracing starts, and served between dtrace_work() calls.
 */
#define _GNU_SOURCE	/* sigabbrev_np */
#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include "dtrace.h"
#include "dt_metrics.h"

static volatile sig_atomic_t g_intr, g_newline;
static int g_quiet;		/* -q or the quiet option: no notices */
static int g_json;		/* -x json: records as JSON lines, nothing else on stdout */
static int *g_pids;		/* processes of -c and -p */
static int g_npids, g_pslive;
static char **g_objs;		/* -G's objects (getopt_objs) */
static int g_nobjs;
static dt_metrics_t *g_metrics;	/* -x metrics */

static void
intr(int sig)
{
	(void)sig;
	g_intr = 1;
	g_newline = 1;	/* end the ^C line, even in quiet mode, as DTrace does */
}

/* p, the result of an allocation; out of memory the command ends */
static void *
checked(void *p)
{
	if (p == NULL) {
		fprintf(stderr, "dtrace: out of memory\n");
		exit(1);
	}
	return p;
}

#define OPTSTR "+n:s:P:m:f:i:o:x:c:p:leqSVvwZhGCD:U:I:Hb:3:6:L:"

static void
usage(FILE *fp)
{
	fprintf(fp,
	    "Usage: dtrace [-64|-32] [-CeGHhlqSvVwZ] [-b bufsz] [-c cmd] [-D name[=def]]\n"
	    "\t[-I path] [-L path] [-o output] [-p pid] [-s script] [-U name] [-x opt[=val]]\n"
	    "\t[-n name] [-P provider] [-m module] [-f function] [-i probe-id]\n"
	    "\t[-l [-n|-P|-m|-f|-i pattern]] [args ...]\n\n"
	    "\t-32 generate 32-bit D programs (ILP32)\n"
	    "\t-64 generate 64-bit D programs\n"
	    "\t-b  set trace buffer size\n"
	    "\t-c  run the command, stopped until tracing starts; exit when it exits\n"
	    "\t-C  run cpp(1) preprocessor on script files\n"
	    "\t-D  define symbol when invoking preprocessor\n"
	    "\t-e  exit after compiling any requests\n"
	    "\t-f  enable or list probes matching the specified function name\n"
	    "\t-G  generate an ELF object completing the static probes of objects\n"
	    "\t-h  generate a header file with definitions for static probes\n"
	    "\t-H  print included files when invoking preprocessor\n"
	    "\t-I  add include directory to preprocessor search path\n"
	    "\t-L  add library directory to library search path\n"
	    "\t-i  enable or list the probe with the specified id (as dtrace -l lists it)\n"
	    "\t-l  list probes matching specified criteria\n"
	    "\t-m  enable or list probes matching the specified module name\n"
	    "\t-n  enable or list probes matching the specified probe name\n"
	    "\t-o  set output file (appended to)\n"
	    "\t-p  watch the running process with this ID ($target); exit when it exits\n"
	    "\t-P  enable or list probes matching the specified provider name\n"
	    "\t-q  set quiet mode (only output explicitly traced data)\n"
	    "\t-s  enable or list probes according to the specified D script\n"
	    "\t-S  print the generated BPF code, annotated\n"
	    "\t-U  undefine symbol when invoking preprocessor\n"
	    "\t-v  report stability attributes (with -l: of each probe, and its argument types)\n"
	    "\t-V  report DTrace API version\n"
	    "\t-w  permit destructive actions\n"
	    "\t-x  enable or modify compiler and tracing options\n"
	    "\t-Z  permit probe descriptions that match zero probes\n");
}

typedef struct req {
	enum { REQ_DESC, REQ_SCRIPT } kind;
	char *text;		/* description text, or script file name */
	char *label;		/* as shown in messages */
	unsigned flags;		/* a description: DTRACE_C_PSPEC and the field it ends in */
	int owned;		/* label was allocated */
	int matches;
	char *report;		/* -v: its stability report (dtrace_program_report) */
	size_t reportlen;
} req_t;

static req_t g_reqs[64];
static int g_nreqs;
static char **g_margv;

static int
zdefs_set(dtrace_hdl_t *dtp)
{
	int64_t z = 0;

	dtrace_getopt(dtp, "zdefs", &z);
	return z != 0;
}

/* -c's command text as an argument vector: words split on white space */
static char **
make_argv(char *s)
{
	static const char ws[] = " \f\n\r\t\v";
	char **v = checked(calloc(strlen(s) / 2 + 2, sizeof(char *)));
	char *save = NULL;
	int n = 0;

	for (char *w = strtok_r(s, ws, &save); w != NULL; w = strtok_r(NULL, ws, &save))
		v[n++] = w;
	if (n == 0)
		v[n++] = s;	/* an empty command fails to execute, as in DTrace */
	v[n] = NULL;
	return v;
}

/* a -c or -p process has exited: say so (unless quiet), as DTrace does */
static void
prochandler(dtrace_hdl_t *dtp, int pid, int wstatus, void *arg)
{
	(void)dtp;
	(void)arg;
	if (!g_quiet) {
		const char *sig;

		fflush(stdout);
		if (wstatus != -1 && WIFSIGNALED(wstatus)) {
			if ((sig = sigabbrev_np(WTERMSIG(wstatus))) != NULL)
				fprintf(stderr, "dtrace: pid %d terminated by SIG%s\n", pid, sig);
			else
				fprintf(stderr, "dtrace: pid %d terminated by SIG#%d\n", pid,
				    WTERMSIG(wstatus));
		} else if (wstatus != -1 && WEXITSTATUS(wstatus) != 0) {
			fprintf(stderr, "dtrace: pid %d exited with status %d\n", pid,
			    WEXITSTATUS(wstatus));
		} else {
			fprintf(stderr, "dtrace: pid %d has exited\n", pid);
		}
	}
	g_pslive--;
}

/* faults, drops and diagnostics: the library's message, on stderr */
static void
errhandler(dtrace_hdl_t *dtp, const dtrace_errdata_t *ed, void *arg)
{
	(void)dtp;
	(void)arg;
	fprintf(stderr, "dtrace: %s\n", ed->msg);
}

static void
drophandler(dtrace_hdl_t *dtp, const dtrace_dropdata_t *dd, void *arg)
{
	(void)dtp;
	(void)arg;
	fprintf(stderr, "dtrace: %s\n", dd->msg);	/* tagged by the library (-x droptags) */
}

static void
diaghandler(dtrace_hdl_t *dtp, const char *msg, void *arg)
{
	(void)dtp;
	(void)arg;
	fprintf(stderr, "dtrace: %s\n", msg);
}

/* -x tree: the compiler's parse-tree dumps, as they are */
static void
dumphandler(dtrace_hdl_t *dtp, const char *text, void *arg)
{
	(void)dtp;
	(void)arg;
	fputs(text, stderr);
}

/* create (-c) and grab (-p) the processes, in command-line order */
static int
procs_start(dtrace_hdl_t *dtp, int argc, char *argv[])
{
	int c;

	g_pids = checked(calloc(argc + 1, sizeof(int)));
	optind = 0;
	while ((c = getopt(argc, argv, OPTSTR)) != -1) {
		if (c == 'c') {
			char *text = checked(strdup(optarg)), **v = make_argv(text);
			int pid = dtrace_proc_create(dtp, v);

			free(v);
			free(text);
			if (pid < 0) {
				fprintf(stderr, "dtrace: %s\n", dtrace_errmsg(dtp));
				return -1;
			}
			g_pids[g_npids++] = pid;
		} else if (c == 'p') {
			char *end;
			long pid;

			errno = 0;
			pid = strtol(optarg, &end, 10);
			if (errno != 0 || end == optarg || *end != '\0' || pid != (int)pid) {
				fprintf(stderr, "dtrace: invalid pid: %s\n", optarg);
				return -1;
			}
			if (dtrace_proc_grab(dtp, (int)pid) != 0) {
				fprintf(stderr, "dtrace: %s\n", dtrace_errmsg(dtp));
				return -1;
			}
			g_pids[g_npids++] = (int)pid;
		}
	}
	return 0;
}

/* "dtrace: script 'x.d' matched 3 probes", for each request, unless quiet */
static void
print_matches(dtrace_hdl_t *dtp)
{
	int64_t q = 0;

	dtrace_getopt(dtp, "quiet", &q);
	for (int i = 0; i < g_nreqs && !q; i++)
		fprintf(stderr, "dtrace: %s '%s' matched %d probe%s\n",
		    g_reqs[i].kind == REQ_SCRIPT ? "script" : "description", g_reqs[i].label,
		    g_reqs[i].matches, g_reqs[i].matches == 1 ? "" : "s");
}

/* dtrace -v: each request's stability report */
static void
print_reports(FILE *fp)
{
	for (int i = 0; i < g_nreqs; i++)
		if (g_reqs[i].report != NULL)
			fwrite(g_reqs[i].report, 1, g_reqs[i].reportlen, fp);
	fflush(fp);
}

/* free what the command allocated, close the handle, and return status */
static int
finish(dtrace_hdl_t *dtp, int status)
{
	/* a created process still running is killed, a grabbed one left alone */
	for (int i = 0; i < g_npids && dtp != NULL; i++)
		dtrace_proc_release(dtp, g_pids[i]);
	free(g_pids);
	g_pids = NULL;
	g_npids = 0;
	for (int i = 0; i < g_nreqs; i++) {
		free(g_reqs[i].text);
		free(g_reqs[i].report);
		if (g_reqs[i].label != g_reqs[i].text && g_reqs[i].owned)
			free(g_reqs[i].label);
	}
	g_nreqs = 0;
	free(g_margv);
	g_margv = NULL;
	free(g_objs);
	g_objs = NULL;
	dt_metrics_close(g_metrics);
	g_metrics = NULL;
	if (dtp != NULL)
		dtrace_close(dtp);
	return status;
}

/*
 * getopt(), which with -G (interleave) also steps over operands between
 * options, as illumos's dtrace does: Makefiles write "dtrace -G -s p.d a.o
 * b.o -o p.o".  Those operands, -G's objects, are appended to g_objs
 * (those after "--" are left to the caller).
 */
static int
getopt_objs(int argc, char *argv[], int interleave)
{
	int c;

	while ((c = getopt(argc, argv, OPTSTR)) == -1 && interleave && optind < argc &&
	    strcmp(argv[optind - 1], "--") != 0 && g_nobjs < argc) {
		if (g_objs == NULL)
			g_objs = checked(calloc(argc, sizeof(char *)));
		g_objs[g_nobjs++] = argv[optind++];
	}
	return c;
}

/*
 * -h's and -G's output without -o: the script's base name with ".d"
 * replaced by ext, in the current directory; a script not named .d gives
 * "d.out" for -G (as DTrace), its name and ext for -h
 */
static const char *
default_output(const char *script, const char *ext, char *buf, size_t len)
{
	const char *b = strrchr(script, '/') ? strrchr(script, '/') + 1 : script;
	size_t n = strlen(b);

	if (n > 2 && strcmp(b + n - 2, ".d") == 0)
		n -= 2;
	else if (strcmp(ext, ".o") == 0)
		return "d.out";
	snprintf(buf, len, "%.*s%s", (int)n, b, ext);
	return buf;
}

int
main(int argc, char *argv[])
{
	dtrace_hdl_t *dtp;
	dtrace_prog_t *pgp = NULL;
	dtrace_proginfo_t info;
	req_t *reqs = g_reqs;
	int c, list = 0, compile_only = 0, show = 0;
	int status = 0, verbose_list = 0, err = 0, nreq = 0, header = 0, nscripts = 0, genobj = 0;
	int model = 0;
	const char *ofile = NULL;
	FILE *ofp = stdout;

	/* first pass: usage errors, -h and -V need no handle (nor privileges) */
	opterr = 0;
	while ((c = getopt_objs(argc, argv, genobj)) != -1) {
		switch (c) {
		case 'h':
			header = 1;
			break;
		case 'G':
			genobj = 1;
			break;
		case 'V':
			printf("dtrace: Sun D 1.13 (DTrace for Linux %s)\n", DTRACE_VERSION);
			return 0;
		case 'n': case 'P': case 'm': case 'f': case 'i': case 's':
			nreq++;
			nscripts += c == 's';
			break;
		case 'l':
			list = 1;
			break;
		case 'e':
			compile_only = 1;
			break;
		case '3': case '6':
			/* -32 and -64: the data model D programs are compiled for; the last one wins */
			if (strcmp(optarg, c == '3' ? "2" : "4") != 0) {
				fprintf(stderr, "dtrace: illegal option -- %c%s\n", c, optarg);
				usage(stderr);
				return 2;
			}
			model = c == '3' ? DTRACE_O_ILP32 : DTRACE_O_LP64;
			break;
		case '?':
			if (optopt != 0 && strchr("nsPmfioxcpDUIbL", optopt) != NULL)
				fprintf(stderr, "dtrace: option requires an argument -- '%c'\n", optopt);
			else
				fprintf(stderr, "dtrace: illegal option -- %c\n", optopt);
			usage(stderr);
			return 2;
		default:
			break;
		}
	}
	if (nreq == 0 && !list && !compile_only) {
		usage(stderr);
		return 2;
	}
	if (header + genobj + list > 1) {
		fprintf(stderr, "dtrace: only one of [-Ghl] may be specified\n");
		return 2;
	}
	if ((header || genobj) && (nscripts == 0 || nscripts != nreq)) {
		fprintf(stderr, "dtrace: -%c requires one or more scripts (-s) and no other probe "
		    "descriptions\n", header ? 'h' : 'G');
		return 2;
	}
	if (nreq > 64) {
		fprintf(stderr, "dtrace: too many -n/-P/-m/-f/-i/-s options\n");
		return 2;
	}
	list = 0;
	optind = 0;	/* glibc: restart option scanning */

	if (genobj && model == DTRACE_O_ILP32) {
		/* DTrace's -32 -G makes an ELF32 object for a 32-bit program */
		fprintf(stderr, "dtrace: -G: 32-bit objects (-32) are not supported; "
		    "only x86_64 ones are made\n");
		return 2;
	}
	/* -h and -G only compile: build tools run them as any user */
	if ((dtp = dtrace_open_flags((header || genobj ? DTRACE_O_NODEV : 0) | model, &err)) == NULL) {
		char caps[64];

		if ((err == EPERM || err == EACCES) && dtrace_missing_privileges(caps, sizeof(caps)) > 0)
			fprintf(stderr, "dtrace: failed to initialize dtrace: DTrace requires additional "
			    "privileges: %s (run as root, or see SECURITY in dtrace(1))\n", caps);
		else if (err == EPERM || err == EACCES)
			fprintf(stderr, "dtrace: failed to initialize dtrace: the kernel refuses BPF "
			    "maps: %s\n", strerror(err));
		else
			fprintf(stderr, "dtrace: failed to initialize dtrace: %s\n", strerror(err));
		return finish(dtp, 1);
	}
	dtrace_handle_err(dtp, errhandler, NULL);
	dtrace_handle_drop(dtp, drophandler, NULL);
	dtrace_handle_diag(dtp, diaghandler, NULL);
	dtrace_handle_dump(dtp, dumphandler, NULL);
	g_nobjs = 0;
	while ((c = getopt_objs(argc, argv, genobj)) != -1) {
		switch (c) {
		case 'n': case 'P': case 'm': case 'f': case 'i': case 's': {
			req_t *r = &reqs[g_nreqs];

			r->kind = c == 's' ? REQ_SCRIPT : REQ_DESC;
			r->label = optarg;
			/*
			 * D text; -P, -m and -f descriptions end in their own field
			 * ("-f read" is "::read:"), -n and -i ones in the name (-i's
			 * text is a probe id, or a description)
			 */
			r->text = checked(strdup(optarg));
			r->flags = c == 's' ? 0 : DTRACE_C_PSPEC |
			    (c == 'P' ? DTRACE_C_PROVIDER : c == 'm' ? DTRACE_C_MODULE :
			    c == 'f' ? DTRACE_C_FUNC : 0);
			if (c == 'n') {
				/* messages name the text before the first '{', '/' or ';' */
				r->label = checked(strndup(optarg, strcspn(optarg, "{/;")));
				r->owned = 1;
			}
			g_nreqs++;
			break;
		}
		case 'o':
			ofile = optarg;
			break;
		case 'x': {
			char *eq = strchr(optarg, '=');

			if (eq != NULL)
				*eq++ = '\0';
			if (dtrace_setopt(dtp, optarg, eq) != 0) {
				fprintf(stderr, "dtrace: failed to set -x %s%s%s: %s\n", optarg,
				    eq ? "=" : "", eq ? eq : "", dtrace_errmsg(dtp));
				return finish(dtp, 2);
			}
			if (strcmp(optarg, "metrics") == 0) {	/* the command's: the last one */
				char msg[256];

				dt_metrics_close(g_metrics);
				if ((g_metrics = dt_metrics_open(eq, msg, sizeof(msg))) == NULL) {
					fprintf(stderr, "dtrace: failed to set -x metrics=%s: %s\n", eq,
					    msg);
					return finish(dtp, 2);
				}
			}
			break;
		}
		case 'l': list = 1; break;
		case 'b': case 'L':
			if (dtrace_setopt(dtp, c == 'b' ? "bufsize" : "libdir", optarg) != 0) {
				fprintf(stderr, "dtrace: failed to set -%c %s: %s\n", c, optarg,
				    dtrace_errmsg(dtp));
				return finish(dtp, 2);
			}
			break;
		case 'C': dtrace_setopt(dtp, "cpp", NULL); break;
		case 'H': dtrace_setopt(dtp, "cpphdrs", NULL); break;
		case 'D': case 'U': case 'I':
			if (dtrace_setopt(dtp, c == 'D' ? "define" : c == 'U' ? "undef" : "incdir",
			    optarg) != 0) {
				fprintf(stderr, "dtrace: -%c: %s\n", c, dtrace_errmsg(dtp));
				return finish(dtp, 2);
			}
			break;
		case 'e': compile_only = 1; break;
		case 'q': dtrace_setopt(dtp, "quiet", NULL); break;
		case 'S': show = 1; break;
		case 'v': verbose_list = 1; break;
		case 'w': dtrace_setopt(dtp, "destructive", NULL); break;
		case 'Z': dtrace_setopt(dtp, "zdefs", NULL); break;
		default:
			break;	/* checked in the first pass */
		}
	}
	/* -c and -p: before compiling, for $target */
	{
		int end = optind;

		if (procs_start(dtp, end, argv) != 0)
			return finish(dtp, 1);
		optind = end;
	}
	/* -e alone checks the options and loads the D libraries (-L), as DTrace */
	if (g_nreqs == 0 && !list) {
		/* an empty program, which is no error here (-x empty) */
		if (dtrace_setopt(dtp, "empty", NULL) != 0 ||
		    dtrace_program_strcompile(dtp, "", NULL, 0) == NULL) {
			fprintf(stderr, "dtrace: %s\n", dtrace_errmsg(dtp));
			return finish(dtp, 1);
		}
		return finish(dtp, 0);
	}
	/* macro arguments: $0 is the script (or dtrace), then the operands */
	{
		int n = argc - optind + 1;
		char **margv = g_margv = checked(calloc(n + 1, sizeof(char *)));

		margv[0] = g_nreqs > 0 && reqs[0].kind == REQ_SCRIPT ? reqs[0].label : argv[0];
		for (int i = optind; i < argc; i++)
			margv[i - optind + 1] = argv[i];
		dtrace_set_macroargs(dtp, n, margv);
	}

	if (list) {
		if (g_nreqs == 0 && dtrace_list_probes(dtp, NULL, 0, stdout, verbose_list) < 0) {
			fprintf(stderr, "dtrace: %s\n", dtrace_errmsg(dtp));
			return finish(dtp, 1);
		}
		/*
		 * as dtrace(1): a description that matches nothing is reported
		 * and the others are listed; the exit status stays 0
		 */
		for (int i = 0; i < g_nreqs; i++) {
			int r;

			if (reqs[i].kind == REQ_SCRIPT) {
				fprintf(stderr, "dtrace: -l with -s is not supported yet\n");
				return finish(dtp, 2);
			}
			r = dtrace_list_probes(dtp, reqs[i].text, reqs[i].flags, stdout, verbose_list);
			if (r < 0) {
				fprintf(stderr, "dtrace: invalid probe specifier %s: %s\n", reqs[i].text,
				    dtrace_errmsg(dtp));
				return finish(dtp, 1);
			}
			if (r > 0)
				fprintf(stderr, "dtrace: %s\n", dtrace_errmsg(dtp));
		}
		return finish(dtp, 0);
	}
	/* compile each request; their clauses form one program, in order */
	for (int i = 0; i < g_nreqs; i++) {
		req_t *r = &reqs[i];

		if (r->kind == REQ_SCRIPT) {
			FILE *fp = fopen(r->text, "r");
			struct stat st;

			/* a directory opens, and then reads as an error */
			if (fp != NULL && fstat(fileno(fp), &st) == 0 && S_ISDIR(st.st_mode)) {
				fclose(fp);
				fp = NULL;
				errno = EISDIR;
			}
			if (fp == NULL) {
				fprintf(stderr, "dtrace: failed to open %s: %s\n", r->text, strerror(errno));
				return finish(dtp, 2);
			}
			pgp = dtrace_program_fcompile(dtp, fp, r->label, 0);
			fclose(fp);
		} else {
			pgp = dtrace_program_strcompile(dtp, r->text, NULL, r->flags);
		}
		if (pgp == NULL) {
			if (r->kind == REQ_SCRIPT)
				fprintf(stderr, "dtrace: failed to compile script %s: %s\n", r->label,
				    dtrace_errmsg(dtp));
			else
				fprintf(stderr, "dtrace: invalid probe specifier %s: %s\n", r->text,
				    dtrace_errmsg(dtp));
			return finish(dtp, 1);
		}
		r->matches = dtrace_program_matches(dtp);
		if (verbose_list) {
			/* reported after "matched", as DTrace does; with -e, by probe */
			FILE *mfp = open_memstream(&r->report, &r->reportlen);

			if (mfp != NULL) {
				fprintf(mfp, "\nStability attributes for %s %s:\n",
				    r->kind == REQ_SCRIPT ? "script" : "description", r->label);
				dtrace_program_report(dtp, mfp, compile_only);
				fclose(mfp);
			}
		}
	}
	if (header) {
		/* dtrace -h: the header for the scripts' provider definitions */
		char hname[4096];
		FILE *hfp;
		const char *h = ofile != NULL ? ofile : default_output(reqs[0].text, ".h", hname,
		    sizeof(hname));

		if ((hfp = fopen(h, "w")) == NULL) {
			fprintf(stderr, "dtrace: failed to open header file '%s': %s\n", h,
			    strerror(errno));
			return finish(dtp, 1);
		}
		if (dtrace_program_header(dtp, hfp, h) != 0 || fclose(hfp) != 0) {
			fprintf(stderr, "dtrace: failed to create header file %s: %s\n", h,
			    dtrace_errmsg(dtp));
			return finish(dtp, 1);
		}
		return finish(dtp, 0);
	}
	if (genobj) {
		/* dtrace -G: the operands are the program's objects */
		char oname[4096];
		const char *o = ofile != NULL ? ofile : default_output(reqs[0].text, ".o", oname,
		    sizeof(oname));

		if (g_objs == NULL)
			g_objs = checked(calloc(argc + 1, sizeof(char *)));
		for (int i = optind; i < argc; i++)	/* after "--" */
			g_objs[g_nobjs++] = argv[i];
		if (dtrace_program_genobj(dtp, o, reqs[0].label, g_nobjs, g_objs) != 0) {
			fprintf(stderr, "dtrace: failed to link script %s: %s\n", reqs[0].label,
			    dtrace_errmsg(dtp));
			return finish(dtp, 1);
		}
		return finish(dtp, 0);
	}
	if (show && dtrace_program_dis(dtp, pgp, stdout) != 0) {
		fprintf(stderr, "dtrace: failed to compile script: %s\n", dtrace_errmsg(dtp));
		return finish(dtp, 1);
	}
	if (dtrace_program_link(dtp, pgp) != 0) {
		if (reqs[0].kind == REQ_SCRIPT)
			fprintf(stderr, "dtrace: failed to compile script %s: %s\n", reqs[0].label,
			    dtrace_errmsg(dtp));
		else
			fprintf(stderr, "dtrace: invalid probe specifier %s: %s\n", reqs[0].text,
			    dtrace_errmsg(dtp));
		return finish(dtp, 1);
	}
	if (compile_only) {
		print_reports(stdout);
		return finish(dtp, 0);
	}
	{
		int total = 0;

		for (int i = 0; i < g_nreqs; i++)
			total += reqs[i].matches;
		if (total == 0 && !zdefs_set(dtp)) {
			/* as DTrace: what each request matched, then why nothing runs */
			print_matches(dtp);
			fprintf(stderr, "dtrace: no probes %s\n", g_nreqs > 0 ? "matched" : "specified");
			return finish(dtp, 1);
		}
	}
	if (g_metrics != NULL) {
		char msg[256];

		if (dt_metrics_listen(g_metrics, msg, sizeof(msg)) != 0) {
			fprintf(stderr, "dtrace: metrics: %s\n", msg);
			return finish(dtp, 1);
		}
	}
	if (dtrace_program_exec(dtp, pgp, &info) != 0) {
		fprintf(stderr, "dtrace: could not enable tracing: %s\n", dtrace_errmsg(dtp));
		return finish(dtp, 1);
	}
	print_matches(dtp);
	print_reports(stdout);
	if (ofile != NULL && (ofp = fopen(ofile, "a")) == NULL) {
		fprintf(stderr, "dtrace: failed to open output file '%s': %s\n", ofile, strerror(errno));
		return finish(dtp, 1);
	}

	{
		struct sigaction sa = { .sa_handler = intr };

		sigemptyset(&sa.sa_mask);
		sigaction(SIGINT, &sa, NULL);
		sigaction(SIGTERM, &sa, NULL);
		sigaction(SIGHUP, &sa, NULL);
	}
	if (dtrace_go(dtp) != 0) {
		fprintf(stderr, "dtrace: could not enable tracing: %s\n", dtrace_errmsg(dtp));
		return finish(dtp, 1);
	}
	/* tracing is on: let the created processes run */
	{
		int64_t q = 0;

		dtrace_getopt(dtp, "quiet", &q);
		g_quiet = q != 0;
		/* -w, or the option destructive set by -x or a script: a
		 * notice once tracing is on, which quiet silences, as DTrace's */
		dtrace_getopt(dtp, "destructive", &q);
		if (q && !g_quiet)
			fprintf(stderr, "dtrace: allowing destructive actions\n");
		dtrace_getopt(dtp, "json", &q);
		g_json = q != 0;
	}
	if (g_metrics != NULL) {
		char msg[256];

		if (dt_metrics_start(g_metrics, msg, sizeof(msg)) != 0) {
			fprintf(stderr, "dtrace: metrics: %s\n", msg);
			dtrace_stop(dtp);
			return finish(dtp, 1);
		}
		dt_metrics_notice(g_metrics, stderr, g_quiet);
	}
	dtrace_handle_proc(dtp, prochandler, NULL);
	for (int i = 0; i < g_npids; i++) {
		if (dtrace_proc_continue(dtp, g_pids[i]) != 0)
			fprintf(stderr, "dtrace: %s\n", dtrace_errmsg(dtp));
	}
	g_pslive = g_npids;
	for (int first = 1;; first = 0) {
		dtrace_workstatus_t w;

		if (g_newline) {
			if (!g_json)
				fputc('\n', ofp);
			g_newline = 0;
		}
		/* one work first, ^C or not: dtrace_stop() prints to its FILE */
		if (g_intr && !first)
			break;
		w = dtrace_work(dtp, ofp);	/* faults and drops to the handlers */
		if (w == DTRACE_WORKSTATUS_DONE)
			break;
		if (w == DTRACE_WORKSTATUS_ERROR) {
			fprintf(stderr, "dtrace: processing aborted: %s\n", dtrace_errmsg(dtp));
			status = 1;
			break;
		}
		dt_metrics_serve(g_metrics, dtp);	/* a scrape waiting: answered */
		if (g_npids > 0 && g_pslive <= 0)
			break;	/* every -c/-p process has exited: end as exit(0) does */
	}
	dt_metrics_close(g_metrics);	/* tracing ends: no more scrapes */
	g_metrics = NULL;
	if (dtrace_stop(dtp) != 0) {
		fprintf(stderr, "dtrace: %s\n", dtrace_errmsg(dtp));
		status = 1;
	}
	if (g_newline && !g_json)
		fputc('\n', ofp);
	/* one newline when tracing ends, always (not in JSON); then the aggregations */
	if (!g_json)
		fputc('\n', ofp);
	dtrace_aggregate_print(dtp, ofp);
	if (dtrace_exit_status(dtp) >= 0 && status == 0)
		status = dtrace_exit_status(dtp);	/* exit(n): n & 0xff, as the shell sees it */
	fflush(ofp);
	if (ofp != stdout)
		fclose(ofp);
	return finish(dtp, status);
}
