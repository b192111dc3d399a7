/*
 * dtrace.h: the public API of libdtrace.
 *
 * A consumer opens a handle, sets options, compiles a program (from a string
 * or a file), executes it (creates maps, loads BPF, resolves probes), starts
 * tracing, calls dtrace_work() in a loop until it reports that tracing is
 * done, and closes the handle.  Errors are returned, never printed: after a
 * failing call dtrace_errmsg() gives the message and dtrace_errtag() the D
 * error tag (D_SYNTAX, ...).  dtrace(1) is a thin command over this API.
 *
 * The library never writes to stdout or stderr, never exits and never
 * aborts.  Running out of memory, or an internal error of the library (a
 * bug), makes the call fail with "out of memory" or "internal error: ..."
 * (tag D_UNKNOWN) and leaves the handle unusable: every later call that
 * may allocate fails the same way, the handle's program and trace state
 * are not to be trusted, memory the call was using may be lost, and only
 * dtrace_errmsg(), dtrace_errtag() and dtrace_close() are meaningful.
 */
#ifndef DTRACE_H
#define DTRACE_H

#include <stdio.h>
#include <stdint.h>

/*
 * libdtrace.so exports what this header declares and nothing else: the
 * library is compiled with -fvisibility=hidden (the Makefile), and these
 * declarations, alone, have default visibility.  C++ programs see them
 * as C's.
 */
#if defined(__GNUC__)
#pragma GCC visibility push(default)
#endif
#ifdef __cplusplus
extern "C" {
#endif

#define DTRACE_VERSION "0.1"

typedef struct dtrace_hdl dtrace_hdl_t;
typedef struct dt_program dtrace_prog_t;

/* dtrace_work() status */
typedef enum {
	DTRACE_WORKSTATUS_ERROR = -1,
	DTRACE_WORKSTATUS_OKAY = 0,
	DTRACE_WORKSTATUS_DONE = 1
} dtrace_workstatus_t;

/* compile flags */
#define DTRACE_C_PSPEC	0x1	/* program came from -n/-P/-m/-f/-i: error wording, and a
				 * description needs no predicate or actions after it */
#define DTRACE_C_ZDEFS	0x2	/* -Z: permit probe descriptions that match nothing */
/*
 * The field a probe description with fewer than four fields ends in, as
 * -P, -m and -f give it ("read" with DTRACE_C_FUNC is "::read:"); none of
 * them: the name (-n, -i, scripts).  A description with more fields than
 * that field and those before it is "Overspecified".  A probe id (a
 * description that is a number) is only allowed with the name.
 */
#define DTRACE_C_PROVIDER	0x10
#define DTRACE_C_MODULE		0x20
#define DTRACE_C_FUNC		0x40

typedef struct dtrace_proginfo {
	int matches;		/* probes matched by the program's clauses */
	int nclauses;
} dtrace_proginfo_t;

/* NULL with *errp = EPERM when the caller may not use BPF and perf events,
 * ENOMEM when there is no memory for the handle, EINVAL for flags that
 * name both data models */
dtrace_hdl_t *dtrace_open(int *errp);
/*
 * The capabilities tracing cannot do without that the caller lacks, for
 * the message after dtrace_open()'s EPERM: "CAP_BPF and CAP_PERFMON",
 * "CAP_BPF", ... or "" (snprintf's return value and truncation)
 */
size_t dtrace_missing_privileges(char *buf, size_t len);
/*
 * With DTRACE_O_NODEV (illumos's flag): a handle that only compiles, with
 * no privilege check, for dtrace -h and -G, which build tools run as any
 * user; tracing with it fails where the kernel refuses
 */
#define DTRACE_O_NODEV		0x01
/*
 * The data model D programs are compiled for (illumos's flags): LP64, the
 * default, or ILP32 (dtrace -32), where long, unsigned long, size_t,
 * ssize_t, uintptr_t, intptr_t, off_t, time_t and ulong_t are 4 bytes and
 * so are the pointer types a program writes to D's own types (the layout
 * of a 32-bit process's structures); pointers to kernel (BTF) types and
 * the values of variables and casts keep 64 bits
 */
#define DTRACE_O_LP64		0x02
#define DTRACE_O_ILP32		0x04
dtrace_hdl_t *dtrace_open_flags(int flags, int *errp);
void dtrace_close(dtrace_hdl_t *);

const char *dtrace_errmsg(dtrace_hdl_t *);
const char *dtrace_errtag(dtrace_hdl_t *);
int dtrace_setopt(dtrace_hdl_t *, const char *opt, const char *val);
int dtrace_getopt(dtrace_hdl_t *, const char *opt, int64_t *valp);

/* Macro arguments $1..$N (argv[0] is $0); argv is used, not copied. */
int dtrace_set_macroargs(dtrace_hdl_t *, int argc, char *const argv[]);

/* Each call appends its clauses to the handle's one program. */
dtrace_prog_t *dtrace_program_strcompile(dtrace_hdl_t *, const char *src,
    const char *name, unsigned flags);
dtrace_prog_t *dtrace_program_fcompile(dtrace_hdl_t *, FILE *fp,
    const char *name, unsigned flags);
/* Generate the program's BPF code (done by exec too; -e uses it alone). */
int dtrace_program_link(dtrace_hdl_t *, dtrace_prog_t *);
/* Probes matched by the last compile call. */
int dtrace_program_matches(dtrace_hdl_t *);
/* Print the generated BPF of every program (-S). */
int dtrace_program_dis(dtrace_hdl_t *, dtrace_prog_t *, FILE *fp);
/* dtrace -h: a C header with a probe macro for each probe the program's
 * provider definitions declare (stapsdt notes); fname names the header */
int dtrace_program_header(dtrace_hdl_t *, FILE *fp, const char *fname);
/*
 * dtrace -G: check the relocatable objects objv[objc] against the program's
 * provider definitions (each probe of theirs that a note names exists, with
 * as many arguments) and write ofile, the object that defines the probes'
 * semaphores; srcname names its source (the first script)
 */
int dtrace_program_genobj(dtrace_hdl_t *, const char *ofile, const char *srcname, int objc,
    char *const objv[]);
int dtrace_program_exec(dtrace_hdl_t *, dtrace_prog_t *, dtrace_proginfo_t *);
/*
 * dtrace -v: the stability report of the last compile call (the least
 * stable of its probe descriptions and of what its statements name); with
 * stmts (dtrace -e), then each probe description with its first probe's
 * attributes and argument types.
 */
int dtrace_program_report(dtrace_hdl_t *, FILE *fp, int stmts);

/*
 * dtrace -l: list the probes each probe description of src matches (src is
 * D program text, as for dtrace_program_strcompile with flags, of which
 * the DTRACE_C_PROVIDER/MODULE/FUNC field; predicates and actions are
 * parsed, not checked), or every probe for src NULL or "".  The header
 * line comes first, once per handle.  Returns 0; -1 if src is not valid
 * (the error as a compile's, and no header); 1 if a description matched no probe: the
 * others are still listed, and the error is "failed to match
 * prov:mod:func:name: No probe matches description" for the first such.
 */
int dtrace_list_probes(dtrace_hdl_t *, const char *src, unsigned flags, FILE *fp,
    int verbose);
/*
 * Probes as data: dtrace_probe_iter() calls fn for each probe that
 * dtrace_list_probes() would list (no header), with its ID and names and,
 * with argtypes, its arguments' types as dtrace -lv shows them (the
 * translated type where a translator gives one).  fn returns
 * DTRACE_CONSUME_NEXT, or DTRACE_CONSUME_ABORT to be called no more.
 * Returns as dtrace_list_probes() does.  The data lives during the call.
 */
typedef struct dtrace_probeinfo {
	uint32_t id;
	const char *provider, *module, *function, *name;
	int nargs;		/* with argtypes */
	const char *const *argtypes;
} dtrace_probeinfo_t;
typedef int dtrace_probe_f(dtrace_hdl_t *, const dtrace_probeinfo_t *, void *arg);
int dtrace_probe_iter(dtrace_hdl_t *, const char *src, unsigned flags, int argtypes,
    dtrace_probe_f *fn, void *arg);

/*
 * Tracing.  dtrace_work() waits up to switchrate for records and writes
 * them to fp; records consumed by dtrace_stop() (those left, and END's) go
 * to the fp of the last dtrace_work() call (stdout if there was none).
 */
int dtrace_go(dtrace_hdl_t *);
dtrace_workstatus_t dtrace_work(dtrace_hdl_t *, FILE *fp);
int dtrace_stop(dtrace_hdl_t *);
int dtrace_aggregate_print(dtrace_hdl_t *, FILE *fp);
/* exit status requested by exit(n) (n & 0xff), or -1 if none */
int dtrace_exit_status(dtrace_hdl_t *);

/*
 * Records as data.  dtrace_work(), dtrace_stop() and dtrace_aggregate_print()
 * hand each record a probe wrote (one firing of one clause) to the probe
 * handler, then each of its actions' data to the record handler, in order,
 * before printing it to fp; with fp NULL nothing is printed (the actions
 * that act, exit(), commit(), trunc(), system(), ..., still act).  The
 * data lives only during the call.  A handler returns DTRACE_CONSUME_NEXT,
 * or DTRACE_CONSUME_ABORT to make the consuming call fail with "Abort
 * requested by a handler" (the records of the same read are still handed
 * over and acted on; consumption goes on at the next call).  With -x json
 * the records print as JSON lines built from the same data.
 */
typedef struct dtrace_probedata {
	int cpu;
	uint32_t id;		/* the probe's ID, as dtrace -l lists it */
	const char *provider, *module, *function, *name;
	int clause;		/* the clause, from 1 in program order */
	uint64_t timestamp;	/* when the record was written (ns, CLOCK_MONOTONIC) */
} dtrace_probedata_t;

typedef enum {
	DTRACE_REC_INT,		/* trace() of an integer or pointer: value, is_signed, size */
	DTRACE_REC_FLOAT,	/* trace() of a float, double, long double: fvalue, size */
	DTRACE_REC_STRING,	/* trace() of a string: str */
	DTRACE_REC_BYTES,	/* trace() of a struct, union or array, tracemem(): bytes, size */
	DTRACE_REC_TEXT,	/* printf(), print(): str, their output; system(): its
				 * command; freopen(): its file; print()'s type in str2 */
	DTRACE_REC_STACK,	/* stack(), ustack(): frames, nframes (ustack: pid) */
	DTRACE_REC_SYMBOL,	/* func(), mod(), ufunc(), umod(), uaddr(): str as printed */
	DTRACE_REC_EXIT,	/* exit(): value, the status */
	DTRACE_REC_AGGREGATION,	/* printa(), trunc(), clear(), normalize(), denormalize():
				 * aggs, naggs (names without '@'); trunc()'s n and
				 * normalize()'s factor in value (has_value) */
	DTRACE_REC_SPECULATION,	/* commit(), discard(): value, the speculation's id */
	DTRACE_REC_OPTION,	/* setopt(): str the option, str2 its value (or NULL) */
	DTRACE_REC_OTHER	/* ftruncate() */
} dtrace_rectype_t;

typedef struct dtrace_frame {
	uint64_t pc;
	const char *text;	/* as printed: "vmlinux`vfs_read+0x1c", "0x7f..." */
} dtrace_frame_t;

typedef struct dtrace_recdata {
	dtrace_rectype_t type;
	const char *action;	/* "trace", "printf", "stack", "ustack", "func", "exit", ... */
	int64_t value;
	int is_signed;		/* INT: value is of a signed type (else read it as uint64_t) */
	int has_value;		/* AGGREGATION: value was given */
	int size;		/* INT, FLOAT: the type's bytes; BYTES: how many */
	long double fvalue;
	const char *str, *str2;
	const unsigned char *bytes;
	const dtrace_frame_t *frames;
	int nframes;
	int pid;		/* ustack(): the process */
	const char *const *aggs;
	int naggs;
} dtrace_recdata_t;

#define DTRACE_CONSUME_NEXT	0
#define DTRACE_CONSUME_ABORT	1
typedef int dtrace_handle_probe_f(dtrace_hdl_t *, const dtrace_probedata_t *, void *arg);
typedef int dtrace_handle_rec_f(dtrace_hdl_t *, const dtrace_probedata_t *,
    const dtrace_recdata_t *, void *arg);
int dtrace_handle_probe(dtrace_hdl_t *, dtrace_handle_probe_f *, void *arg);
int dtrace_handle_rec(dtrace_hdl_t *, dtrace_handle_rec_f *, void *arg);

/*
 * Aggregations as data: dtrace_aggregate_walk() reads every aggregation
 * afresh and calls f for each row (one key of one aggregation), in the
 * order the end of tracing prints them (by aggregation in order of
 * definition, then as aggsortkey, aggsortrev, ... say), with trunc()'s and
 * normalize()'s effects.  Keys are DTRACE_REC_INT, STRING, STACK or SYMBOL
 * data; value is what text prints (count, sum, min, max; avg and stddev
 * their integer results; normalized); a histogram (quantize, lquantize,
 * llquantize) has its buckets with a count, each with the inclusive range
 * of values it holds (the first from INT64_MIN, the last to INT64_MAX),
 * and its whole layout in allbuckets, the same for every row (those with
 * no count too: quantize's 127, lquantize's levels and the two beyond,
 * llquantize's steps, zero bucket and the two beyond); count and sum for avg and stddev's parts.  f returns
 * DTRACE_CONSUME_NEXT, or DTRACE_CONSUME_ABORT to end the walk (the call
 * returns 1).  -1 with the handle's error if the maps cannot be read.
 */
typedef struct dtrace_aggbucket {
	int64_t min, max;
	int64_t count;
} dtrace_aggbucket_t;

typedef struct dtrace_aggdata {
	const char *name;	/* without '@': "" for @ */
	const char *function;	/* "count", "sum", "avg", "min", "max", "stddev",
				 * "quantize", "lquantize", "llquantize" */
	const dtrace_recdata_t *keys;
	int nkeys;
	int64_t value;		/* stddev: read it as uint64_t */
	int64_t count, sum;	/* avg, stddev: how many values, and their sum */
	const dtrace_aggbucket_t *buckets;
	int nbuckets;
	/* a histogram's whole layout: every bucket it has, in order, those
	 * with no count too (buckets are those of them with a count) */
	const dtrace_aggbucket_t *allbuckets;
	int nallbuckets;
} dtrace_aggdata_t;

typedef int dtrace_aggwalk_f(dtrace_hdl_t *, const dtrace_aggdata_t *, void *arg);
int dtrace_aggregate_walk(dtrace_hdl_t *, dtrace_aggwalk_f *, void *arg);

/*
 * Faults and drops reach the consumer as data, through its handlers, as
 * they happen while records are consumed (dtrace_work(), dtrace_stop(),
 * dtrace_aggregate_print()).  Each carries msg, the text dtrace(1) prints
 * after "dtrace: " (no newline); data and msg live only during the call.
 *
 * A fault is a probe's predicate or action that faulted in the kernel
 * (DTRACE_FAULT_PROBE: its error record), or an action the consumer
 * carries out that failed (DTRACE_FAULT_LIBRARY: setopt(), system(),
 * freopen(), and printf() or printa() when writing fails).  Before a fault
 * of an enabling (epid != 0) the output written so far is flushed, so that
 * it comes before the message.
 *
 * Drops are counted by the programs and the kernel; after each
 * dtrace_work() and at the end of dtrace_stop() the growth of each count
 * since the last report is handed over, one call per kind (and CPU).
 *
 * Without a handler nothing is shown: a fault or drop makes the call
 * consuming fail (DTRACE_WORKSTATUS_ERROR, -1) with "Abort due to error:
 * MSG" or "Abort due to drop: MSG" as its error, as illumos' EDT_ERRABORT
 * and EDT_DROPABORT do; the consumption itself goes on at the next call.
 */
typedef enum {
	DTRACE_FAULT_PROBE,	/* a predicate or action faulted in the kernel */
	DTRACE_FAULT_LIBRARY	/* an action of the consumer failed */
} dtrace_faultkind_t;

typedef struct dtrace_errdata {
	dtrace_faultkind_t kind;
	uint32_t epid;		/* enabled probe ID (the clause), 0 if none */
	uint32_t probe;		/* probe ID, 0 if none */
	const char *fault;	/* PROBE: what ("invalid address", ...) */
	uint64_t addr;		/* PROBE: the address or index at fault, if any */
	int action;		/* PROBE: action number, 0 for the predicate */
	int line;		/* PROBE: the line of the source */
	const char *msg;
} dtrace_errdata_t;

typedef enum {
	DTRACE_DROP_PRINCIPAL,	/* records the full trace buffer refused (a CPU's) */
	DTRACE_DROP_AGGREGATION,	/* keys that found an aggregation full (a CPU's) */
	DTRACE_DROP_REENTER,	/* probes that fired while another ran (a CPU's) */
	DTRACE_DROP_RECURSION,	/* probes that fired while another BPF program ran */
	DTRACE_DROP_DYNAMIC,	/* dynamic variable stores that found no room */
	DTRACE_DROP_DBLERROR,	/* faults in an ERROR probe's enabling */
	DTRACE_DROP_SPEC,	/* committed speculative records that did not fit */
	DTRACE_DROP_SPECBUSY,	/* speculation() failed: buffers still busy */
	DTRACE_DROP_SPECUNAVAIL	/* speculation() failed: no buffer available */
} dtrace_dropkind_t;

typedef struct dtrace_dropdata {
	dtrace_dropkind_t kind;
	int cpu;		/* the CPU, -1 for all of them */
	uint64_t drops;		/* since the last report */
	const char *msg;
} dtrace_dropdata_t;

typedef void dtrace_handle_err_f(dtrace_hdl_t *, const dtrace_errdata_t *, void *arg);
typedef void dtrace_handle_drop_f(dtrace_hdl_t *, const dtrace_dropdata_t *, void *arg);
int dtrace_handle_err(dtrace_hdl_t *, dtrace_handle_err_f *, void *arg);
int dtrace_handle_drop(dtrace_hdl_t *, dtrace_handle_drop_f *, void *arg);

/*
 * -x verbose: the library's diagnostics (the kernel verifier's log of a
 * program it rejected, each program's load statistics), each a message
 * as dtrace(1) prints it after "dtrace: " (no newline); without a handler
 * they are not shown.
 */
typedef void dtrace_handle_diag_f(dtrace_hdl_t *, const char *msg, void *arg);
int dtrace_handle_diag(dtrace_hdl_t *, dtrace_handle_diag_f *, void *arg);

/*
 * -x tree=N: the compiler's parse-tree dumps (bit p - 1 of N: at pass p;
 * 1 parsed, 2 each clause checked, 3 the request compiled), each a block
 * of whole lines that dtrace(1) writes to stderr as they are; without a
 * handler they are not made.
 */
typedef void dtrace_handle_dump_f(dtrace_hdl_t *, const char *text, void *arg);
int dtrace_handle_dump(dtrace_hdl_t *, dtrace_handle_dump_f *, void *arg);

/*
 * Processes (dtrace -c and -p).  dtrace_proc_create() forks and execs
 * argv (searched in PATH) stopped before its first instruction and returns
 * its pid, or -1; dtrace_proc_grab() watches a running process without
 * stopping or changing it (0 or -1).  The first process created or grabbed
 * is $target.  dtrace_proc_continue() sets a created process running (call
 * it after dtrace_go()).  dtrace_work() calls the handler once for each
 * process that exits, with its wait status (waitpid(2)) or -1 when it is
 * not known (a grabbed process).  dtrace_proc_release() forgets a process:
 * a created one that is still alive is killed (SIGKILL) and reaped, a
 * grabbed one is left alone.
 */
typedef void dtrace_handle_proc_f(dtrace_hdl_t *, int pid, int wstatus, void *arg);
int dtrace_proc_create(dtrace_hdl_t *, char *const argv[]);
int dtrace_proc_grab(dtrace_hdl_t *, int pid);
int dtrace_proc_continue(dtrace_hdl_t *, int pid);
void dtrace_proc_release(dtrace_hdl_t *, int pid);
int dtrace_handle_proc(dtrace_hdl_t *, dtrace_handle_proc_f *, void *arg);

#ifdef __cplusplus
}
#endif
#if defined(__GNUC__)
#pragma GCC visibility pop
#endif

#endif /* DTRACE_H */
