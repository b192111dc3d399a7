/*
 * test_dlib.c: unit tests for the D library (the dlibs/ files, tools/gen-dlibs.sh,
 * lib/front/dt_dlib.c).
 *
 * The test includes the generated tables (build/gen/dt_dlibs.h) itself, to
 * walk every name the generator derived from the D text, and compiles small
 * programs through the public entry point on handles built here (no BPF:
 * nothing is loaded into the kernel; the pieces that read kernel types need
 * /sys/kernel/btf/vmlinux).  It checks:
 *	- the tables' invariants (sorted names for bsearch, pieces in range,
 *	  files' global lines one after the other, a line marker first in
 *	  every piece);
 *	- that the derivation found what the files declare (a sample of each
 *	  kind of declaration);
 *	- that every derived name resolves: a program naming it compiles and
 *	  loads the piece the table gives;
 *	- lazy loading: which pieces a program loads (none for BEGIN alone,
 *	  one for vtimestamp, psinfo_t's and the thread states for curpsinfo,
 *	  not curlwpsinfo, fds[], fileinfo_t's and its helpers for fds[0]);
 *	- that a program may declare a name (a variable, a type) of a piece it
 *	  does not load, and
 *	  that an error met while a piece loads names the dlib file and line.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_impl.h"
#include "dt_dlibs.h"
#include "unit.h"
#include "dt_front.h"

#define NELEM(a)	((int)(sizeof(a) / sizeof((a)[0])))

/* the piece defining name in table t (n entries), or -1 */
static int
piece_of(const dt_dlib_name_t *t, int n, const char *name)
{
	for (int i = 0; i < n; i++)
		if (strcmp(t[i].name, name) == 0)
			return t[i].piece;
	return -1;
}

static int
ident_piece(const char *name)
{
	return piece_of(dt_dlib_idents, NELEM(dt_dlib_idents), name);
}

static int
type_piece(const char *name)
{
	return piece_of(dt_dlib_types, NELEM(dt_dlib_types), name);
}

static int
is_loaded(const dtrace_hdl_t *dtp, int piece)
{
	return piece >= 0 && ((dtp->dlib_loaded[piece / 64] >> (piece % 64)) & 1);
}

static int
nloaded(const dtrace_hdl_t *dtp)
{
	int n = 0;

	for (int i = 0; i < DT_DLIB_NPIECES; i++)
		n += is_loaded(dtp, i);
	return n;
}

/* compile src on h; 1 if it compiled, else its message is in *msg */
static int
compile(dtrace_hdl_t *h, const char *src, const char **msg)
{
	if (dtrace_program_strcompile(h, src, "t.d", 0) != NULL)
		return 1;
	*msg = dtrace_errmsg(h);
	return 0;
}

/* a fresh handle that has compiled src (it must compile) */
static dtrace_hdl_t *
compiled(const char *src)
{
	dtrace_hdl_t *h = dt_handle_create();
	const char *msg = "";

	if (!UT_CHECK(compile(h, src, &msg)))
		fprintf(stderr, "  %s: %s\n", src, msg);
	return h;
}

static void
test_tables(void)
{
	for (int i = 1; i < NELEM(dt_dlib_idents); i++)
		UT_CHECK(strcmp(dt_dlib_idents[i - 1].name, dt_dlib_idents[i].name) < 0);
	for (int i = 1; i < NELEM(dt_dlib_types); i++)
		UT_CHECK(strcmp(dt_dlib_types[i - 1].name, dt_dlib_types[i].name) < 0);
	for (int i = 0; i < NELEM(dt_dlib_idents); i++)
		UT_CHECK(dt_dlib_idents[i].piece >= 0 && dt_dlib_idents[i].piece < DT_DLIB_NPIECES);
	for (int i = 0; i < NELEM(dt_dlib_types); i++)
		UT_CHECK(dt_dlib_types[i].piece >= 0 && dt_dlib_types[i].piece < DT_DLIB_NPIECES);
	UT_EQ_INT(dt_dlib_files[0].first, 1);
	for (int f = 1; f < NELEM(dt_dlib_files); f++)
		UT_EQ_INT(dt_dlib_files[f].first, dt_dlib_files[f - 1].last + 1);
	for (int i = 0; i < DT_DLIB_NPIECES; i++) {
		UT_CHECK(strncmp(dt_dlib_pieces[i].text, "# ", 2) == 0);
		UT_CHECK(dt_dlib_pieces[i].dep >= 0 && dt_dlib_pieces[i].ndeps >= 0);
	}
	UT_CHECK(DT_DLIB_NPIECES <= 64 * DT_DLIB_WORDS);
}

/* what each kind of declaration defines, as the generator derives it */
static void
test_derived(void)
{
	static const char *const idents[] = {
		"vtimestamp", "cwd", "root", "curpsinfo", "curlwpsinfo", "SSLEEP", "SWAIT",
		"EPERM", "EHWPOISON", "EWOULDBLOCK", "SIGHUP", "SIGCLD", "R_R15", "R_PC",
		"fds", "B_READ", "B_ASYNC", "IPPROTO_TCP", "protocols", "TH_SYN",
		"TCP_STATE_ESTABLISHED", "tcp_state_string",
	};
	static const char *const types[] = {
		"psinfo_t", "lwpsinfo_t", "struct psinfo", "struct lwpsinfo", "cpuinfo_t",
		"struct cpuinfo", "processor_info_t", "psetid_t", "chipid_t", "lgrp_id_t",
		"bufinfo_t", "devinfo_t", "fileinfo_t", "struct fileinfo", "caddr_t",
		"pktinfo_t", "csinfo_t", "ipinfo_t", "ifinfo_t", "ipv4info_t", "ipv6info_t",
		"conninfo_t", "in6_addr_t", "tcpinfo_t", "tcpsinfo_t", "tcplsinfo_t",
		"udpinfo_t", "udpsinfo_t",
	};

	for (int i = 0; i < NELEM(idents); i++)
		if (!UT_CHECK(ident_piece(idents[i]) >= 0))
			fprintf(stderr, "  identifier %s not derived\n", idents[i]);
	for (int i = 0; i < NELEM(types); i++)
		if (!UT_CHECK(type_piece(types[i]) >= 0))
			fprintf(stderr, "  type %s not derived\n", types[i]);
	/* members, parameters and kernel names are not the library's */
	UT_EQ_INT(ident_piece("pr_pid"), -1);
	UT_EQ_INT(ident_piece("T"), -1);
	UT_EQ_INT(ident_piece("fd"), -1);	/* an array inline's parameter */
	UT_EQ_INT(ident_piece("curthread"), -1);
	UT_EQ_INT(type_piece("struct task_struct"), -1);
	/* a translator goes with its type; a typedef's tag with its name */
	UT_EQ_INT(type_piece("struct psinfo"), type_piece("psinfo_t"));
	UT_CHECK(strstr(dt_dlib_pieces[type_piece("psinfo_t")].text, "translator psinfo_t") != NULL);
	/* one declaration a piece */
	UT_CHECK(ident_piece("cwd") != ident_piece("root"));
	UT_CHECK(ident_piece("SSLEEP") != ident_piece("SRUN"));
	UT_CHECK(ident_piece("curpsinfo") != type_piece("psinfo_t"));
}

/*
 * the index of a use of t's name: "" but for an array inline (its piece
 * declares "NAME[", or "*NAME[" for a pointer), whose use is NAME[0] or
 * NAME[0, 0] ... for its parameters
 */
static const char *
use_index(const dt_dlib_name_t *t)
{
	char pat[128], ptr[128];
	const char *text = dt_dlib_pieces[t->piece].text, *p;
	int nparams = 1;

	snprintf(pat, sizeof(pat), " %s[", t->name);
	snprintf(ptr, sizeof(ptr), "*%s[", t->name);	/* inline T *NAME[...] */
	if (strncmp(t->name, "struct ", 7) == 0 ||
	    ((p = strstr(text, pat)) == NULL && (p = strstr(text, ptr)) == NULL))
		return "";
	for (p = strchr(p, '['); *p != ']' && *p != '\0'; p++)
		nparams += *p == ',';
	return nparams == 1 ? "[0]" : nparams == 2 ? "[0, 0]" : "[0, 0, 0]";
}

/*
 * naming each name of table t (n entries), in sizeof, compiles and loads
 * its piece (an array inline as an element, NAME[0])
 */
static void
resolve_all(dtrace_hdl_t *h, const dt_dlib_name_t *t, int n)
{
	char src[256];
	const char *msg = "";

	for (int i = 0; i < n; i++) {
		snprintf(src, sizeof(src), "BEGIN { trace(sizeof (%s%s)); }", t[i].name,
		    use_index(&t[i]));
		if (!UT_CHECK(compile(h, src, &msg)))
			fprintf(stderr, "  %s: %s\n", src, msg);
		if (!UT_CHECK(is_loaded(h, t[i].piece)))
			fprintf(stderr, "  %s did not load piece %d\n", t[i].name, t[i].piece);
	}
}

/* every derived name resolves */
static void
test_resolve(void)
{
	dtrace_hdl_t *h = dt_handle_create();

	resolve_all(h, dt_dlib_idents, NELEM(dt_dlib_idents));
	resolve_all(h, dt_dlib_types, NELEM(dt_dlib_types));
	UT_EQ_INT(dt_dlib_find(h, "EPERM", 0), -1);	/* loaded: not again */
	UT_EQ_INT(dt_dlib_find(h, "psinfo_t", 0), -1);	/* a type, not an identifier */
	UT_EQ_INT(dt_dlib_find(h, "pid", 0), -1);
	dtrace_close(h);
}

/* a program loads what it names and what that uses, nothing else */
static void
test_lazy(void)
{
	static const char *const states[] = { "SSLEEP", "SRUN", "SZOMB", "SSTOP", "SONPROC" };
	dtrace_hdl_t *h;

	h = compiled("BEGIN { exit(0); }");
	UT_EQ_INT(nloaded(h), 0);
	dtrace_close(h);

	h = compiled("BEGIN { trace(vtimestamp); exit(0); }");
	UT_EQ_INT(nloaded(h), 1);
	UT_CHECK(is_loaded(h, ident_piece("vtimestamp")));
	dtrace_close(h);

	h = compiled("BEGIN { trace(curpsinfo->pr_pid); exit(0); }");
	UT_CHECK(is_loaded(h, ident_piece("curpsinfo")));
	UT_CHECK(is_loaded(h, type_piece("psinfo_t")));
	UT_CHECK(is_loaded(h, type_piece("lwpsinfo_t")));
	for (int i = 0; i < NELEM(states); i++)
		UT_CHECK(is_loaded(h, ident_piece(states[i])));
	UT_EQ_INT(nloaded(h), 3 + NELEM(states));
	UT_CHECK(!is_loaded(h, ident_piece("curlwpsinfo")));
	UT_CHECK(!is_loaded(h, ident_piece("SIDL")));
	UT_CHECK(!is_loaded(h, type_piece("cpuinfo_t")));
	dtrace_close(h);

	/* an array inline: its piece, its translated type's and the helpers that
	 * translator uses, not io.d's others */
	h = compiled("BEGIN { trace(fds[0].fi_pathname); exit(0); }");
	UT_CHECK(is_loaded(h, ident_piece("fds")));
	UT_CHECK(is_loaded(h, type_piece("fileinfo_t")));
	UT_CHECK(is_loaded(h, ident_piece("__file_path")));
	UT_CHECK(is_loaded(h, ident_piece("__file_pseudo")));
	UT_EQ_INT(nloaded(h), 4);
	UT_CHECK(!is_loaded(h, type_piece("bufinfo_t")));
	dtrace_close(h);

	/* a translator's helpers and constants from other files, nothing more */
	h = compiled("BEGIN { trace(xlate <tcpsinfo_t> ((struct sock *)0).tcps_raddr); exit(0); }");
	UT_CHECK(is_loaded(h, type_piece("tcpsinfo_t")));
	UT_CHECK(is_loaded(h, ident_piece("__sk_raddr")));
	UT_CHECK(is_loaded(h, ident_piece("AF_INET6")));
	UT_CHECK(is_loaded(h, ident_piece("TCP_STATE_SYN_SENT")));
	UT_CHECK(!is_loaded(h, type_piece("tcpinfo_t")));
	UT_CHECK(!is_loaded(h, type_piece("ipinfo_t")));
	UT_CHECK(!is_loaded(h, ident_piece("tcp_state_string")));
	UT_CHECK(!is_loaded(h, ident_piece("IPPROTO_UDP")));
	dtrace_close(h);

	h = compiled("BEGIN { trace(curcpu->cpu_id); exit(0); }");
	UT_CHECK(is_loaded(h, type_piece("cpuinfo_t")));
	UT_CHECK(is_loaded(h, type_piece("psetid_t")));
	UT_CHECK(!is_loaded(h, type_piece("psinfo_t")));
	dtrace_close(h);
}

/* the file and line of the piece defining identifier name */
static void
where_defined(const char *name, const char **file, int *line)
{
	const dt_dlib_piece_t *p = &dt_dlib_pieces[ident_piece(name)];

	*file = NULL;
	*line = atoi(p->text + 2);
	for (int f = 0; f < NELEM(dt_dlib_files); f++)
		if (*line >= dt_dlib_files[f].first && *line <= dt_dlib_files[f].last) {
			*file = dt_dlib_files[f].name;
			*line -= dt_dlib_files[f].first - 1;
		}
}

static void
test_names_and_errors(void)
{
	dtrace_hdl_t *h;
	const char *msg = "", *file;
	char want[256];
	int line;

	/* the program's own SRUN and EIO, the library's SSLEEP and EPERM */
	h = compiled("int SRUN; int EIO; BEGIN { SRUN = EIO = 1; trace(SSLEEP); trace(EPERM); }");
	UT_CHECK(!is_loaded(h, ident_piece("SRUN")));
	UT_CHECK(!is_loaded(h, ident_piece("EIO")));
	dtrace_close(h);

	/* the program's own struct conninfo and conninfo_t, the library's tcpsinfo_t */
	h = compiled("typedef struct conninfo { int ci_fd; } conninfo_t;\n"
	    "BEGIN { this->c = (conninfo_t *)0; trace(sizeof (tcpsinfo_t)); }");
	UT_CHECK(!is_loaded(h, type_piece("conninfo_t")));
	UT_CHECK(is_loaded(h, type_piece("tcpsinfo_t")));
	dtrace_close(h);
	/* but not after using the library's */
	h = dt_handle_create();
	UT_CHECK(!compile(h, "BEGIN { trace(sizeof (conninfo_t)); }\n"
	    "typedef struct conninfo { int ci_fd; } ci_t;", &msg));
	UT_CHECK(strstr(msg, "type redeclared: struct conninfo") != NULL);
	dtrace_close(h);

	/*
	 * curlwpsinfo's translator uses the library's SZOMB: the program's
	 * variable of that name is refused where the library defines it
	 */
	h = dt_handle_create();
	UT_CHECK(!compile(h, "int SZOMB;\nBEGIN { trace(curlwpsinfo->pr_state); }", &msg));
	where_defined("SZOMB", &file, &line);
	UT_CHECK(file != NULL && strcmp(file, "dlibs/sched.d") == 0);
	snprintf(want, sizeof(want), "\"%s\", line %d: identifier redeclared: SZOMB",
	    file ? file : "?", line);
	UT_EQ_STR(msg, want);
	UT_EQ_STR(dtrace_errtag(h), "D_DECL_IDRED");
	/* the handle maps lines to dlib files only while a piece loads: not
	 * after that error, and the next script's error has its own line */
	UT_CHECK(h->srcfile == NULL);
	UT_CHECK(!compile(h, "BEGIN\n{\n\tx = ;\n}", &msg));
	UT_CHECK(strncmp(msg, "line 3: ", 8) == 0);
	dtrace_close(h);

	/* dt_dlib_where: a line of the embedded text to its file's line */
	line = dt_dlib_files[1].first + 2;
	UT_EQ_STR(dt_dlib_where(NULL, &line), dt_dlib_files[1].name);
	UT_EQ_INT(line, 3);
	line = dt_dlib_files[sizeof(dt_dlib_files) / sizeof(dt_dlib_files[0]) - 1].last + 1;
	UT_CHECK(dt_dlib_where(NULL, &line) == NULL);
}

int
main(void)
{
	test_tables();
	test_derived();
	test_resolve();
	test_lazy();
	test_names_and_errors();
	return ut_finish("dlib");
}
