/*
 * dt_impl.h: libdtrace's internal data structures.
 *
 * The handle (dtrace_hdl_t) owns everything: options, the probe table, the
 * compiled program (struct dt_program: its clauses, variables, layouts and
 * maps), the BPF objects and the consumer state.  There is no global
 * mutable state outside it.
 *
 * Data flow:
 *   source --dt_lex/dt_parse--> AST (dt_node_t) --dt_check--> typed AST
 *   --dt_cg--> one BPF program per probe kind (dt_bprog_t) --dt_load--> kernel
 *   --providers attach--> firing writes records --dt_consume--> output.
 *
 * Records: every clause that traces data writes one record into the per-CPU
 * perf buffer: a dt_rechdr_t followed by the data of its actions at offsets
 * fixed at compile time.  The consumer owns the description of each record
 * (dt_clause_t.acts), so BPF writes only raw bytes.
 */
#ifndef DT_IMPL_H
#define DT_IMPL_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <stddef.h>
#include <setjmp.h>
#include <linux/bpf.h>
#include "dtrace.h"
#include "dt_errtags.h"

struct perf_buffer;
struct dt_pfprog;

/* ---- types ---------------------------------------------------------------- */
typedef enum {
	DT_TK_VOID, DT_TK_INT, DT_TK_STRING, DT_TK_PTR, DT_TK_ARRAY,
	DT_TK_STRUCT, DT_TK_UNION, DT_TK_ENUM, DT_TK_FUNC,
	DT_TK_FLOAT		/* float, double (values, as their bits), long double (an object) */
} dt_tkind_t;

struct dt_type;

typedef struct dt_member {
	const char *name;
	struct dt_type *type;
	unsigned long bitoff;	/* from the start of the struct/union */
	int bits;		/* bit-field width, 0 if not a bit-field */
} dt_member_t;

typedef struct dt_type {
	dt_tkind_t kind;
	int size;		/* bytes (string: strsize) */
	int sign;		/* integers: signed? */
	const char *name;
	struct dt_type *ref;	/* pointer: target; array: element */
	int nelems;		/* array */
	dt_member_t *members;	/* struct/union, filled on first use */
	int nmembers;
	int members_done;
	int btf_id;		/* > 0: imported from the kernel's BTF */
	struct dt_type *ptrto;	/* the pointer-to-this type, once made (handle types only) */
	int dyn;		/* allocated by the handle (not a static built-in) */
	int isbool;		/* C's _Bool: conversion gives 0 or 1 */
	int align;		/* struct/union: its alignment once known (0: not yet) */
	struct dt_type *tnext;	/* the handle's list of allocated types */
} dt_type_t;

/* ---- AST ------------------------------------------------------------------ */
typedef enum {
	/* expressions */
	DT_NODE_INT, DT_NODE_STR, DT_NODE_IDENT, DT_NODE_AGG, DT_NODE_CALL,
	DT_NODE_OP1, DT_NODE_OP2, DT_NODE_OP3, DT_NODE_CAST, DT_NODE_SIZEOF,
	DT_NODE_POSTFIX, DT_NODE_INDEX, DT_NODE_MEMBER, DT_NODE_TYPE, DT_NODE_OFFSETOF,
	DT_NODE_XLATE, DT_NODE_XLATOR, DT_NODE_SYM,
	/* statements */
	DT_NODE_EXPRSTMT, DT_NODE_IF, DT_NODE_BLOCK, DT_NODE_EMPTY,
	/* top level */
	DT_NODE_CLAUSE, DT_NODE_PDESC, DT_NODE_PRAGMA, DT_NODE_DECL, DT_NODE_PROVIDER
} dt_nkind_t;

/* identifier classes, set by the checker */
typedef enum {
	DT_IDENT_NONE, DT_IDENT_BUILTIN, DT_IDENT_GLOBAL, DT_IDENT_THIS,
	DT_IDENT_SELF, DT_IDENT_FUNC, DT_IDENT_AGGFUNC, DT_IDENT_INLINE, DT_IDENT_ENUM,
	DT_IDENT_XLPARAM, DT_IDENT_SUBR
} dt_idkind_t;

/* dt_node_t.dyn: a value that only names members (DTrace's dynamic types) */
enum { DT_DYN_NONE, DT_DYN_TYPE, DT_DYN_XLPTR };

/* built-in variables */
typedef enum {
	DT_BI_ARG0, DT_BI_ARG1, DT_BI_ARG2, DT_BI_ARG3, DT_BI_ARG4, DT_BI_ARG5,
	DT_BI_ARG6, DT_BI_ARG7, DT_BI_ARG8, DT_BI_ARG9,
	DT_BI_PID, DT_BI_TID, DT_BI_PPID, DT_BI_UID, DT_BI_GID, DT_BI_EXECNAME,
	DT_BI_TIMESTAMP, DT_BI_VTIMESTAMP, DT_BI_WALLTIMESTAMP,
	DT_BI_PROBEPROV, DT_BI_PROBEMOD, DT_BI_PROBEFUNC, DT_BI_PROBENAME,
	DT_BI_CPU, DT_BI_ID, DT_BI_EPID, DT_BI_CURTHREAD, DT_BI_ERRNO, DT_BI_UREGS,
	DT_BI_ARGX,		/* args[10..]: the index is the node's args->ival */
	DT_BI_EXECARGS, DT_BI_CURCPU,
	DT_BI_STACKDEPTH, DT_BI_USTACKDEPTH, DT_BI_CALLER, DT_BI_UCALLER
} dt_builtin_t;

/*
 * uregs[] indexes (dlibs/regs.d): 0 .. DT_UREGS_NPT - 1 are the words of
 * x86_64's struct pt_regs, the rest up to DT_UREGS_MAX fields of the task's
 * thread_struct (ds, es, fsbase, gsbase, trap_nr).
 */
#define DT_UREGS_NPT	21
#define DT_UREGS_MAX	25

/* subroutines and actions */
typedef enum {
	DT_FN_TRACE, DT_FN_PRINTF, DT_FN_EXIT, DT_FN_STACK,
	DT_FN_TRACEMEM, DT_FN_PRINT,
	DT_FN_USTACK, DT_FN_JSTACK,	/* stacks and symbols: dt_dkind_t */
	DT_FN_FUNC, DT_FN_SYM, DT_FN_MOD, DT_FN_UFUNC, DT_FN_USYM, DT_FN_UMOD, DT_FN_UADDR,
	DT_FN_COUNT, DT_FN_SUM, DT_FN_AVG, DT_FN_MIN, DT_FN_MAX, DT_FN_STDDEV, DT_FN_QUANTIZE,
	DT_FN_LQUANTIZE, DT_FN_LLQUANTIZE,	/* aggregating functions: COUNT..LLQUANTIZE */
	/* actions on aggregations, done by the consumer (dt_aggregate.c) */
	DT_FN_PRINTA, DT_FN_TRUNC, DT_FN_CLEAR, DT_FN_NORMALIZE, DT_FN_DENORMALIZE,
	DT_FN_SETOPT,
	/* speculations and destructive actions (dt_spec.c) */
	DT_FN_SPECULATE, DT_FN_COMMIT, DT_FN_DISCARD, DT_FN_STOP, DT_FN_RAISE, DT_FN_SYSTEM,
	DT_FN_FREOPEN, DT_FN_FTRUNCATE, DT_FN_CHILL, DT_FN_BREAKPOINT, DT_FN_PANIC
} dt_func_t;
#define DT_FN_ISHIST(f)	((f) == DT_FN_QUANTIZE || (f) == DT_FN_LQUANTIZE || \
			 (f) == DT_FN_LLQUANTIZE)

/*
 * Stacks and symbols as data (dt_stack.c): what a recorded datum or an
 * aggregation key holds, and how it prints.
 */
typedef enum {
	DT_DK_PLAIN,	/* an ordinary value */
	DT_DK_STACK,	/* stack(): u64 PCs, DT_STACK_TRACER_FRAMES more than asked */
	DT_DK_USTACK,	/* ustack(), jstack(): u64 pid, then u64 PCs */
	DT_DK_SYM,	/* func(), sym(): u64 kernel address */
	DT_DK_MOD,	/* mod() */
	DT_DK_USYM,	/* ufunc(), usym(): u64 pid, u64 user address */
	DT_DK_UMOD,	/* umod() */
	DT_DK_UADDR	/* uaddr() */
} dt_dkind_t;

/* subroutines (dt_subr.c): functions that compute a value in probe context */
typedef enum {
	DT_SUBR_STRLEN, DT_SUBR_STRJOIN, DT_SUBR_SUBSTR, DT_SUBR_INDEX, DT_SUBR_RINDEX,
	DT_SUBR_STRCHR, DT_SUBR_STRRCHR, DT_SUBR_STRSTR, DT_SUBR_STRTOK, DT_SUBR_LLTOSTR,
	DT_SUBR_TOUPPER, DT_SUBR_TOLOWER, DT_SUBR_BASENAME, DT_SUBR_DIRNAME, DT_SUBR_CLEANPATH,
	DT_SUBR_COPYIN, DT_SUBR_COPYINSTR, DT_SUBR_COPYINTO, DT_SUBR_ALLOCA, DT_SUBR_BCOPY,
	DT_SUBR_RAND, DT_SUBR_NTOHS, DT_SUBR_NTOHL, DT_SUBR_NTOHLL, DT_SUBR_HTONS,
	DT_SUBR_HTONL, DT_SUBR_HTONLL, DT_SUBR_GETMAJOR, DT_SUBR_GETMINOR,
	DT_SUBR_INET_NTOA, DT_SUBR_INET_NTOA6, DT_SUBR_INET_NTOP, DT_SUBR_PROGENYOF,
	DT_SUBR_D_PATH, DT_SUBR_LINK_NTOP,
	DT_SUBR_MUTEX_OWNED, DT_SUBR_MUTEX_OWNER, DT_SUBR_MUTEX_TYPE_ADAPTIVE,
	DT_SUBR_MUTEX_TYPE_SPIN, DT_SUBR_RW_READ_HELD, DT_SUBR_RW_WRITE_HELD, DT_SUBR_RW_ISWRITER,
	DT_SUBR_SPECULATION, DT_SUBR_COPYOUT, DT_SUBR_COPYOUTSTR,
	DT_SUBR_NSUBRS
} dt_subr_t;
/* subroutines of integers alone: no runtime routines, area or buffers */
/* in subrs_used: the execargs built-in, whose runtime routine needs mstate's runtime area */
#define DT_SUBR_USE_EXECARGS	(1ULL << 63)
/* in subrs_used: a store through a pointer, checked against the alloca scratch */
#define DT_SUBR_USE_PTRSTORE	(1ULL << 62)

#define DT_SUBR_PURE_MASK	((1ULL << DT_SUBR_RAND) | (1ULL << DT_SUBR_NTOHS) | \
				 (1ULL << DT_SUBR_NTOHL) | (1ULL << DT_SUBR_NTOHLL) | \
				 (1ULL << DT_SUBR_HTONS) | (1ULL << DT_SUBR_HTONL) | \
				 (1ULL << DT_SUBR_HTONLL) | (1ULL << DT_SUBR_GETMAJOR) | \
				 (1ULL << DT_SUBR_GETMINOR) | (1ULL << DT_SUBR_SPECULATION))
/* subroutines that allocate from the alloca scratch area or check against it */
#define DT_SUBR_SCRATCH_MASK	((1ULL << DT_SUBR_COPYIN) | (1ULL << DT_SUBR_COPYINTO) | \
				 (1ULL << DT_SUBR_ALLOCA) | (1ULL << DT_SUBR_BCOPY) | \
				 DT_SUBR_USE_PTRSTORE)

typedef struct dt_node {
	dt_nkind_t kind;
	int op;			/* operator token (OP1/OP2/OP3/POSTFIX);
				 * PDESC: the field it ends in (DT_PD_*);
				 * CLAUSE: the line of its body's '}' (0: none) */
	int line;
	dt_type_t *type;	/* set by the checker */
	int64_t ival;		/* INT value; IDENT: builtin/func id */
	char *str;		/* STR bytes; IDENT/AGG/CALL name */
	size_t slen;		/* STR length (bytes, no NUL) */
	struct dt_node *l, *r, *x;	/* operands / condition / else */
	struct dt_node *args;	/* call arguments, agg keys, clause pdescs */
	struct dt_node *body;	/* clause/if body (statement list) */
	struct dt_node *next;	/* next in list */
	dt_idkind_t idkind;	/* IDENT */
	struct dt_var *var;	/* IDENT global / AGG: resolved variable */
	int isconst;		/* checker: integer constant expression;
				 * PDESC: a probe id (ival), str its digits */
	int dstore;		/* checker: inmem, and the object is a D variable's
				 * storage (a struct or array variable, or part of one) */
	int inmem;		/* checker: the value is an object in kernel memory
				 * (member, element, dereference): code takes its
				 * address and loads scalars from it */
	int dyn;		/* checker: DT_DYN_TYPE (bare self/this, a
				 * translated struct) or DT_DYN_XLPTR (a translated
				 * pointer): only its members may be used */
	int cgslot;		/* code generator: string temp slot */
	void *aux;		/* checker: printf format (struct dt_pfprog) */
	const dt_member_t *memb; /* checker: MEMBER: the member (bit-fields) */
	struct dt_xlator *xl;	/* checker: translated member / translator parameter */
	int alloca;		/* checker: the value points into alloca scratch
				 * (alloca(), copyin(), what is derived from them,
				 * variables holding them); -1: ?: of both kinds */
	int inscratch;		/* checker: inmem, reached through such a pointer:
				 * loads are checked against the scratch allocated */
	const char *tspell;	/* TYPE: the type as written where a typedef names
				 * it ("foo_t *", held by the parse), else NULL */
} dt_node_t;

/* the bits of bit-field member n, or 0 (not a bit-field, not a member, a translated member) */
static inline int
dt_node_bits(const dt_node_t *n)
{
	return n->kind == DT_NODE_MEMBER && n->memb != NULL ? n->memb->bits : 0;
}

/*
 * Variables and aggregations.  Scalar globals live in the globals map at
 * offset; clause-local (this->) variables in the per-CPU scratch at
 * DT_MS_THIS + offset; thread-local (self->) variables and associative arrays
 * are dynamic: each has a hash map keyed by [thread key (self->)] + tuple.
 */
typedef struct dt_var {
	char *name;
	dt_type_t *type;
	int offset;		/* globals map / this-> area offset */
	dt_idkind_t scope;	/* DT_IDENT_GLOBAL, _SELF or _THIS */
	int isassoc;		/* associative array: keyed by a tuple */
	int dvarid;		/* dynamic (self->, assoc): map DT_MAP_DVAR0 + dvarid */
	int alloca;		/* 1: assigned alloca pointers; -1: other pointers */
	/*
	 * A global or this-> string assigned a NULL string somewhere: the
	 * last byte of its buffer (DT_STRNULL) marks it as holding none.
	 */
	int strnull;
	/* aggregations */
	int isagg;
	int aggid;
	/*
	 * The aggregation's map, DT_MAP_AGG0 + aggmap (dt_cg_agg.c,
	 * dt_cg_agg_maps): its own (aggmap == aggid), or, in a program with
	 * more aggregations than BPF lets a program use maps, one shared by
	 * aggregations of one shape, whose keys then begin with a word
	 * holding aggid (aggtag; keyoff[] and keysize count it).
	 */
	int aggmap;
	int aggtag;
	/*
	 * An aggregation without keys in a map of its own: a per-CPU array of
	 * one element (its lookup made inline by the verifier), its value
	 * followed by a word (at presoff, counted in valsize) that each update
	 * sets, by which the consumer tells "no data" from a value of 0.
	 */
	int aggarray;
	int presoff;
	dt_func_t aggfn;
	int nkeys;
	dt_type_t *keytypes[8];
	int keysize;		/* bytes of the key (tuple, and thread for self->) */
	int keyoff[8];		/* offset of each key in the key */
	/*
	 * Aggregations: the bytes of a string key's slot, at most strlim.
	 * The checker sizes it by what can reach it in every clause that uses
	 * the aggregation (dt_check.c, ck_agg_layout): execname takes 16
	 * bytes, not strsize.  The slot always holds the string's NUL.
	 */
	int keystrlen[8];
	dt_dkind_t keykind[8];	/* stack and symbol keys (dt_stack.c) */
	int valsize;
	int mapfd;
	int printed;		/* printa'd during the run */
	int defline;
	struct dt_var *next;
	struct dt_var *hnext;	/* the checker's name index (dt_check.c ck_var) */
	/* lquantize: base, step, levels; llquantize: factor, low, high, nsteps */
	int64_t aggarg[4];
	int nbuckets;		/* quantize family: value words (buckets) */
	uint64_t normal;	/* consumer: normalize() divisor (0: never set, 1) */
	char *cleared;		/* consumer: keys clear() took out of the map, shown as 0 */
	int ncleared;		/*   (keysize bytes each, sorted; dt_aggregate.c) */
	char *kept;		/* consumer: the keys trunc(@, n) kept, all a printa() */
	int nkept;		/*   of the same record shows (sorted, keysize each) */
	unsigned keptrec;	/*   the record (dtrace_hdl.nrec) they hold for */
	struct dt_aggsnap *snap;	/* consumer: the last snapshot (every aggrate, dt_aggregate.c) */
} dt_var_t;

/*
 * The bytes a scalar global or this-> variable holds: its type's, but 8
 * for a pointer (an ILP32 program's pointer types are 4 bytes, dt_type.c,
 * while variables hold 64-bit values)
 */
static inline int
dt_var_width(const dt_var_t *v)
{
	return v->type->kind == DT_TK_PTR ? 8 : v->type->size;
}

/* a provider defined in D ("provider p { probe n(int); };") for dtrace -h */
#define DT_UDMAXARGS	12	/* what a stapsdt note can describe */
/*
 * args[] a probe may have: arg0..arg9 are the first ten (as in DTrace);
 * args[] reaches them all.  128 is the kernel's limit on the fields of a
 * dynamic trace event (MAX_TRACE_ARGS); no static tracepoint has as many.
 */
#define DT_PROBE_MAXARGS	128
#define DT_ARGMASK_SET(dtp, i)	((dtp)->prog->argmask[(i) / 64] |= 1ULL << ((i) % 64))
#define DT_ARGMASK_HAS(dtp, i)	(((dtp)->prog->argmask[(i) / 64] >> ((i) % 64)) & 1)
/* mstate's word of argument i: DT_MS_ARGS for args 0..9, the program's ms_xargs past them */
#define DT_MS_ARGSLOT(dtp, i)	((i) < 10 ? DT_MS_ARGS + 8 * (i) : (dtp)->prog->ms_xargs + 8 * ((i) - 10))
typedef struct dt_udprobe {
	char *name;		/* with '-' for each "__" */
	int nargs, nxargs;
	int hasxproto;		/* an output (translated) prototype was given */
	dt_type_t *args[DT_UDMAXARGS], *xargs[DT_UDMAXARGS];
	int argmap[DT_UDMAXARGS];	/* output argument i is input argmap[i]: the
					 * input of its name, or of its position */
	char spell[DT_UDMAXARGS][64], xspell[DT_UDMAXARGS][64];	/* args', xargs' types
					 * as written where a typedef names them, else "" */
	int line;
	struct dt_udprobe *next;
} dt_udprobe_t;

typedef struct dt_udprov {
	char *name;
	char attr[5][64];	/* provider, module, function, name, args stability */
	dt_udprobe_t *probes;
	struct dt_udprov *next;
} dt_udprov_t;

/* quantize(): power-of-two buckets, as DTrace numbers them */
#define DT_QUANT_NBUCKETS	127
#define DT_QUANT_ZERO		63	/* the bucket of 0; negative values below it */
#define DT_QUANT_VAL(b)	((b) < DT_QUANT_ZERO ? -(1LL << (DT_QUANT_ZERO - 1 - (b))) : \
			 (b) == DT_QUANT_ZERO ? 0 : 1LL << ((b) - DT_QUANT_ZERO - 1))

/* ---- records -------------------------------------------------------------- */
typedef struct dt_rechdr {
	uint32_t stmt;		/* clause id, or DT_REC_ERROR | clause id */
	uint32_t probe;		/* probe id */
} dt_rechdr_t;
#define DT_REC_ERROR	0x80000000u
#define DT_REC_SPEC	0x40000000u	/* speculative: its tag (dt_spectag_t) at the
					 * clause's specoff (dt_spec.c) */
#define DT_REC_SPECDROP	0x20000000u	/* a speculative record did not fit in specsize:
					 * the header, then a dt_spectag_t */
typedef struct dt_spectag {
	uint32_t id;		/* speculation id, 1..nspec */
	uint32_t gen;		/* which use of that id */
} dt_spectag_t;

typedef struct dt_errrec {	/* follows the header of an error record */
	uint32_t fault;
	uint32_t action;
	uint64_t addr;
	uint32_t line;
	uint32_t pad;
} dt_errrec_t;

/* fault kinds, numbered as DTrace's (the ERROR probe's arg4; dlibs/faults.d names them) */
typedef enum { DT_FLT_NONE, DT_FLT_BADADDR, DT_FLT_BADALIGN, DT_FLT_ILLOP, DT_FLT_DIVZERO,
    DT_FLT_NOSCRATCH, DT_FLT_KPRIV, DT_FLT_UPRIV, DT_FLT_TUPOFLOW, DT_FLT_BADSTACK,
    DT_FLT_BADINDEX } dt_fault_t;

typedef enum { DT_ACT_TRACE, DT_ACT_PRINTF, DT_ACT_EXIT, DT_ACT_STACK,
    DT_ACT_TRACEMEM, DT_ACT_PRINT,
    DT_ACT_DATUM,	/* a stack or symbol (recs[0].dkind), printed as DTrace does */
    DT_ACT_PRINTA, DT_ACT_TRUNC, DT_ACT_CLEAR, DT_ACT_NORMALIZE, DT_ACT_DENORMALIZE,
    DT_ACT_SETOPT, DT_ACT_COMMIT, DT_ACT_DISCARD, DT_ACT_SYSTEM, DT_ACT_FREOPEN,
    DT_ACT_FTRUNCATE } dt_actkind_t;


/* one recorded datum */
typedef struct dt_recdesc {
	int off;		/* from the start of the record */
	int size;
	dt_type_t *type;
	dt_dkind_t dkind;	/* a stack or symbol datum */
} dt_recdesc_t;

typedef struct dt_action {
	dt_actkind_t kind;
	int flagoff;		/* conditional: offset of its "ran" byte, else -1 */
	int nrecs;
	dt_recdesc_t *recs;
	struct dt_pfprog *pf;	/* printf */
	struct dt_action *next;
	struct dt_var **aggv;	/* printa/trunc/clear/(de)normalize: the aggregations */
	int naggv;
} dt_action_t;

/* ---- probes and providers ------------------------------------------------- */
#include "dt_provider.h"

/*
 * Probes of one program kind (dt_progkind_t, dt_provider.h) share a context
 * layout and one BPF program; p->kind is the kind's index in the registry
 * (dt_pkind), which also indexes a program's progs[] and a clause's nkinds[].
 */
typedef struct dt_probe {
	uint32_t id;
	struct dt_provider *prov;
	char *mod, *func, *name;
	const char *modalias;	/* another name its module matches ("a.out"), or NULL */
	int kind;		/* its program kind: dt_pkind(kind) */
	uint64_t pdata;		/* provider data: tracepoint id, period, ... */
	int nr;			/* syscall number or -1 */
	int enabled;
	struct dt_probe *hnext;	/* hash chain by full name */
	int *fds;		/* the probe's own loaded programs (fbt's fentry/fexit),
				 * closed with the other BPF objects */
	int nfds;
	dt_argdesc_t *args;	/* args[]: read once from the provider (dt_probe_args) */
	int nargs;		/* -1: not read yet */
} dt_probe_t;

typedef struct dt_pdesc {
	const char *prv, *mod, *fun, *prb;
} dt_pdesc_t;

/*
 * Stability attributes, as DTrace rates interfaces: identifier names and
 * data semantics are stabilities (Internal < Private < Obsolete < External <
 * Unstable < Evolving < Stable < Standard, 0..7), the dependency class a
 * class (Unknown < CPU < Platform < Group < ISA < Common, 0..5).
 */
typedef struct dt_attr {
	uint8_t name, data, cls;
} dt_attr_t;

/* dtrace provider probe ids */
#define DT_ID_BEGIN	1
#define DT_ID_END	2
#define DT_ID_ERROR	3

/* ---- compiled clauses and programs ---------------------------------------- */
typedef struct dt_clause {
	int id;			/* 1-based index in program order */
	dt_node_t *node;
	int recsize;		/* 0: records nothing */
	int noline;		/* its record is only commit()/discard(): no probe line */
	int exits;		/* may call exit(): its function returns 1 when it did */
	unsigned uargs;		/* bit N: it copies in user memory at argN (copyin(),
				 * copyinstr(), copyinto()); dt_prov_syscall.c */
	dt_action_t *acts, *lastact;
	int nacts;
	uint32_t *probes;	/* ids of the enabled probes it applies to */
	int nprobes;
	int nkinds[DT_MAXPKINDS];	/* its probes of each program kind */
	unsigned follow;	/* bit k: it may gain probes of kind k while
				 * tracing (dt_follow.c): in kind k's program,
				 * guarded by the clause mask */
	struct dt_irbuf *ir;	/* generated code of the clause function */
	int maxtmp;		/* string temporaries it needs */
	int nflags;		/* actions that may not run (inside if/?:) */
	int onerror;		/* enabled on dtrace:::ERROR */
	struct dt_irbuf *errir;	/* its copy for the ERROR path (faults do not recurse) */
	const char *srcname;	/* script it came from (NULL for -n) */
	int specoff;		/* may speculate: offset of its dt_spectag_t, else 0 */
	dt_attr_t descattr;	/* the least stable of its probe descriptions, */
	dt_attr_t stmtattr;	/* and of what its statements name (dtrace -v) */
} dt_clause_t;

/*
 * the probe ids beyond those made at the start that the maps keyed by
 * probe id hold while following processes (a hash's buckets are made at
 * once: more would cost time at the start)
 */
#define DT_FOLLOW_MOREIDS	65536

/* does clause cl run in the program of kind k (probes of it now, or later)? */
#define DT_CL_IN_KIND(cl, k)	((cl)->nkinds[k] > 0 || (((cl)->follow >> (k)) & 1))

typedef struct dt_bprog {	/* a loaded program for one probe kind */
	int kind;		/* dt_pkind(kind) */
	struct bpf_insn *insns;
	char **comments;
	int ninsns;
	int fd;
	int nrt;		/* runtime routines (global functions, dt_rt.c): */
	int *rtoff, *rtsym;	/* their first instruction and symbol */
} dt_bprog_t;

/*
 * The compiled program (dtrace_prog_t), made at the first compile call
 * (dtp->prog) and freed by dtrace_close() after dt_bpf_close(): its
 * clauses and their parse trees, the generated programs, the map table,
 * and all the state the checker and the code generator compute for it:
 * its variables, the layouts of the globals map and of mstate, and what it
 * uses.  The values of options stay in the handle, even those that shape
 * a layout (strsize, nspec, scratchsize ...).  Nothing here is read
 * before a program exists except through dtp->prog != NULL.
 */
struct dt_program {
	dt_node_t **roots;	/* one parse tree per compiled request */
	char **srcnames;	/* their names (copies: clauses and faults name them) */
	int nsrcnames;
	int nroots;
	int generated;		/* code generated (at first -S or exec) */
	int lastmatches;	/* probes matched by the last compile call */
	int lastfirst;		/* the first clause of the last compile call */
	dt_clause_t **clauses;
	int nclauses;
	dt_bprog_t progs[DT_MAXPKINDS];	/* by program kind */
	int matches;
	struct dt_mapdef *maps;	/* every map the programs use (dt_map.c) */
	int nmaps, nprovmaps;

	/* variables (dt_ck_var.c, dt_ck_agg.c), freed with the program */
	dt_var_t *globals, *aggs;
	dt_var_t *tlsvars;	/* self-> variables */
	dt_var_t *locals;	/* this-> variables */
	dt_var_t **vartail[3];	/* the last next of globals, tlsvars, locals */
	dt_var_t **varhash;	/* globals, tlsvars and locals by scope and name */
	size_t nvarhash, nvars[3];	/* buckets; variables of each scope */
	int naggs;
	int ndvars;		/* dynamic variables (maps) */

	/* layouts: of the globals map (the checker) and of mstate (dt_cg.c) */
	int nglobals_size;	/* bytes of globals */
	int gv_cpuinfo;		/* globals offset of curcpu's dt_cpuinfo_t per CPU, 0: none */
	int this_size;		/* bytes of this-> variables */
	int ms_tmp;		/* mstate offset of the string temporaries */
	int scratch_size;	/* per-CPU scratch value size */
	int maxrec;		/* largest record */
	int strtmp_max;		/* string temporaries needed by any clause */
	int ms_rt;		/* mstate offset of the runtime area (DT_RT_*), 0 if none */
	int ms_spec;		/* mstate offset of the speculation area (DT_MSS_*) */
	int ms_chill;		/* mstate offset of chill()'s interval and time spent */
	uint64_t argmask[DT_PROBE_MAXARGS / 64];	/* args[i] the program reads
				 * (DT_ARGMASK_*; args[10..] are sdt's) */
	int xargs_end;		/* 1 + the highest args[] index >= 10 read, else 0:
				 * mstate has room for args[10..xargs_end - 1] */
	int ms_xargs;		/* mstate offset of args[10..xargs_end - 1] */

	/* what the program uses (the checker and the code generator) */
	int uses_pstr, uses_ts, uses_cmask;
	unsigned follows;	/* the clauses' follow bits: probes may be added
				 * while tracing (the probe-id maps are hashes) */
	int uses_errno;		/* a clause reads errno (the syscall prologue sets it) */
	int uses_usyms;		/* user stacks or symbols: watched processes' maps are kept */
	int uses_usample;	/* user stacks or symbols recorded: the sample map (dt_usyms.c) */
	int usample_exe;	/* the sample has the executable's path (d_path's routine) */
	int uses_destructive;	/* the program has destructive actions */
	int uses_spec;		/* the program speculates (the spec map and mstate area) */
	int uses_exit;		/* a clause calls exit() (the consumer's wakeup ring, dt_wakeup) */
	int nerrclauses;	/* clauses enabled on ERROR */
	uint64_t subrs_used;	/* bit per dt_subr_t the program calls, and
				 * DT_SUBR_USE_EXECARGS */
};

/*
 * The program's maps, in one table (dt_map.c): each has the symbolic id
 * generated code loads it by (DT_MAP_*), its shape, and once made its
 * descriptor.  dt_load.c registers the library's own maps and makes them
 * all; providers register theirs (dt_map_add) while their prologue or
 * code is generated; dt_bpf_close() closes them all.  The table is the one
 * place that keeps a library map's descriptor (dt_map_fd(dtp, DT_MAP_*));
 * mirror, if set, is another place that keeps it (an aggregation's or a
 * dynamic variable's mapfd), kept in step.
 */
/* does a key read from aggregation v's map belong to v (a shared map holds others') */
static inline int
dt_agg_owns(const dt_var_t *v, const void *key)
{
	uint64_t tag;

	if (!v->aggtag)
		return 1;
	memcpy(&tag, key, sizeof(tag));
	return tag == (uint64_t)v->aggid;
}

typedef struct dt_mapdef {
	int id;
	char name[16];
	int type;		/* enum bpf_map_type */
	int ksize, vsize, entries, flags;
	int fd;
	int *mirror;
} dt_mapdef_t;

/* ---- per-CPU scratch layout (the "mstate") -------------------------------- */
#define DT_MS_PROBE	0	/* u64 probe id */
#define DT_MS_ARGS	8	/* u64 args[10] */
#define DT_MS_TS	88	/* u64 timestamp of this firing */
#define DT_MS_BUSY	96	/* u64 re-entry guard */
#define DT_MS_NREENTER	104	/* u64 re-entry drops */
#define DT_MS_AGGDROPS	112	/* u64 aggregation drops */
#define DT_MS_ERRORS	120	/* u64 errors */
#define DT_MS_DVARDROPS	128	/* u64 dynamic variable drops */
#define DT_MS_ESAVE	136	/* probe id and args of a firing while ERROR runs (88) */
#define DT_MS_ERRNO	224	/* s64 errno: a failed syscall's, at its return probe */
#define DT_MS_DBLERRORS	232	/* u64 faults in ERROR clauses (not recorded) */
#define DT_MS_TLSKEY	240	/* u64 the firing thread's key for self-> variables */
#define DT_MS_BUFDROPS	248	/* u64 records (data or error) the full buffer refused */
#define DT_MS_CAST	256	/* u64 a pointer cast to an integer passes through here (dt_cg_expr.c) */
#define DT_MS_REC	264	/* the record being built */

#define DT_MS_RECMAX	8192	/* largest record */
#define DT_PRINT_PTRMAX	4096	/* most bytes print() of a pointer records */
#define DT_MS_KEY	(DT_MS_REC + DT_MS_RECMAX)	/* aggregation key */
#define DT_MS_KEYMAX	2304
#define DT_MS_ZERO	(DT_MS_KEY + DT_MS_KEYMAX)	/* always zero: new aggregation values */
#define DT_MS_ZEROMAX	2048	/* larger values start from the zero map (DT_MAP_AGGZERO) */
#define DT_AGG_VALMAX	32768	/* largest per-CPU aggregation value (the kernel's limit) */
#define DT_MS_THIS	(DT_MS_ZERO + DT_MS_ZEROMAX)	/* this-> variables, then string
						 * temporaries at dtp->prog->ms_tmp */
#define DT_MS_MAX	32768	/* per-CPU map values are limited to 32k */

/*
 * The runtime area of mstate, at dtp->prog->ms_rt when the program calls
 * subroutines: working words of the runtime routines (dt_rt.c), the alloca
 * allocation mark, strtok()'s position, an address being formatted and the
 * text of numbers and addresses.  Their strsize buffers and the alloca
 * scratch are in the runtime map (DT_MAP_RTBUF, one per-CPU value, DT_RB_*):
 * a junk buffer (strlen() copies a string there to learn its length),
 * strtok()'s copy of its string, then the alloca scratch, 2 * scratchsize
 * bytes of which the first half is handed out: the verifier cannot relate
 * an offset to a size, and the second half lets it prove that offset + size
 * stays inside the value.
 */
#define DT_RT_W(n)	(8 * (n))	/* 8 working words */
#define DT_RT_ALLOCUSED	64	/* u64 bytes of alloca scratch in use (this clause) */
#define DT_RT_TOKPOS	72	/* s64 strtok position in DT_RB_TOK, -1: none */
#define DT_RT_ADDR	80	/* u64 word: a pointer stored here reads back as a number */
#define DT_RT_ADDR2	88
#define DT_RT_IN6	96	/* 16 bytes: the address inet_ntoa*() format */
#define DT_RT_NUM	112	/* 80 bytes: numbers and addresses formatted backwards */
#define DT_RT_NUMSZ	80
#define DT_RT_LINK	(DT_RT_NUM + 60)	/* 20 bytes: the address link_ntop() formats */
#define DT_RT_LINKSZ	20			/* (its text goes to DT_RT_NUM) */
#define DT_RT_SIZE	192
#define DT_RB_JUNK	0			/* strsize bytes */
#define DT_RB_TOK(strsize)	(strsize)	/* strsize bytes */
#define DT_RB_ALLOCA(strsize)	(2 * (strsize))	/* 2 * scratchsize bytes */
/*
 * d_path(), cwd and root (when the program uses them): 2 * strsize bytes
 * where the path is built (each component is copied at an offset below
 * strsize, at most strsize bytes long), then a ring of the dentries of the
 * path's top components, enough to fill strsize bytes (each takes 2 or
 * more), at most 512.
 */
#define DT_RB_PATH(strsize, scratchsize)	(2 * (strsize) + 2 * (scratchsize))
#define DT_RB_PATHRING(strsize, scratchsize)	(DT_RB_PATH(strsize, scratchsize) + 2 * (strsize))
static inline int
dt_path_ring(int strsize)
{
	int n = 8;

	while (n < strsize / 2 && n < 512)
		n *= 2;
	return n;
}
#define DT_RB_SIZE(strsize, scratchsize, path)	(2 * (strsize) + 2 * (scratchsize) + \
	((path) ? 2 * (strsize) + 8 * dt_path_ring(strsize) : 0))
#define DT_RB_USEPATH(dtp)	((dtp)->prog->subrs_used & (1ULL << DT_SUBR_D_PATH))

/*
 * Speculations (dt_spec.c).  The mstate area at dtp->prog->ms_spec: the clause's
 * speculation (0: none; else DT_MSS_SET | id, id 0 meaning a speculate(0)
 * whose data is dropped), the failed-speculation counters, then per id a
 * u32 generation and the u32 bytes this CPU has given that generation.
 * The spec map (one mmapable array value) holds per id (1..nspec) a u64
 * state word, DT_SPW(gen, cpu, state), and a u32 count of CPUs writing a
 * record of it (dt_spec.c describes the protocol).
 */
#define DT_MSS_CUR		0
#define DT_MSS_SET		(1ULL << 32)
#define DT_MSS_UNAVAIL		8
#define DT_MSS_BUSY		16
#define DT_MSS_ACCT(id)		(24 + 8 * ((id) - 1))
#define DT_MSS_SIZE(nspec)	(24 + 8 * (nspec))
#define DT_SPEC_SLOT		16	/* bytes per id in the spec map */
#define DT_SPEC_WRITERS		8	/* u32 at this offset in a slot */
#define DT_SPW(gen, cpu, st)	((uint64_t)(gen) << 32 | (uint64_t)(cpu) << 8 | (st))
enum { DT_SPEC_INACTIVE, DT_SPEC_ACTIVE, DT_SPEC_ACTIVEONE, DT_SPEC_ACTIVEMANY,
       DT_SPEC_COMMITTINGMANY, DT_SPEC_DISCARDING };
/* what commit() or discard() did, recorded for the consumer */
enum { DT_SPEC_NOOP, DT_SPEC_DONE, DT_SPEC_DRAIN };
#define DT_SPEC_MAXNSPEC	1024

/* symbolic map ids in generated code, turned into fds when loading */
/* (providers' maps are numbered from DT_MAP_PROV0 as they register them) */
enum { DT_MAP_BUFFERS = 1, DT_MAP_SCRATCH, DT_MAP_GLOBALS, DT_MAP_PSTR,
       DT_MAP_CMASK = 6, DT_MAP_RTBUF, DT_MAP_AGGZERO = 10, DT_MAP_USAMPLE = 11, DT_MAP_WAKEUP = 12,
       DT_MAP_SPEC = 15, DT_MAP_AGG0 = 16, DT_MAP_PROV0 = 0x8000, DT_MAP_DVAR0 = 0x10000 };
/* probe strings map: four fields per probe */
#define DT_PSTR_FLD	128

/* globals map value layout */
#define DT_GV_STATE	0	/* u64 run state */
#define DT_GV_BOOT2REAL	8	/* s64 realtime - boottime, ns */
#define DT_GV_FIRST	16	/* first user variable */
#define DT_STATE_ACTIVE	0
#define DT_STATE_EXITING 1
#define DT_STATE_WARMUP	2	/* attached, BEGIN not yet run (dtrace_go()) */

/* ---- the handle ----------------------------------------------------------- */
/*
 * The handle: the option values (also those that shape the program's code
 * and layouts, read by the code generator), errors, macro arguments, the D
 * scope (types, inlines, translators, the D library loaded), the probes
 * and providers, the kernel's symbols and BTF, the compiled program (prog,
 * NULL until the first compile call, which owns everything computed for
 * it: struct dt_program), the attachments, the consumer and the processes.
 */
struct dtrace_hdl {
	/* options */
	int quiet;
	int json;		/* -x json: records as JSON lines (dt_json.c) */
	int aggsnap;		/* aggregation prints so far (JSON "snapshot") */
	unsigned nrec;		/* consumer: records handled so far (dt_consume.c) */
	int rawbytes;		/* -x rawbytes: trace() of non-scalars as hex dumps */
	/*
	 * A string holds up to the strsize option's characters, as in
	 * DTrace (illumos records and copies strsize bytes of a string, with
	 * no NUL when it fills them).  Here a string always ends with its NUL:
	 * strlim is the option + 1, the bytes a string may fill with its NUL,
	 * what every producer of a string bounds its copy by; strsize is the
	 * bytes of a string's buffer (strlim rounded up to a multiple of 8),
	 * what layouts use.  DT_STROPT() is the option itself.
	 */
	int strsize;
	int strlim;
#define DT_STROPT(dtp)	((dtp)->strlim - 1)	/* the strsize option */
	long bufsize;
	int bufresize_manual;	/* bufresize=manual: bufsize is not lowered (dt_consume.c) */
	long switchrate_ns;
	long aggrate_ns;	/* the consumer's snapshots of the aggregations (dt_aggregate.c) */
	uint64_t lastagg;	/*   the time of the last (0: take one at the next pass) */
	int errtags;
	int droptags;		/* drop messages begin with [DTRACEDROP_KIND] */
	int verbose;
	int zdefs;
	int empty;		/* -x empty: a program with no clause or declaration is no error */
	int cpp;		/* -C: run the C preprocessor */
	int cpphdrs;		/* -H: print included files */
	char *cpppath;		/* -x cpppath: the preprocessor to run (default cpp) */
	int stdc;		/* -x stdc: a, c, s or t (0-3), ISO C mode of cpp (dt_cpp.c) */
	int in_program;		/* an option set by #pragma D option (dt_options.c) */
	int argref;		/* -x argref: operands need not be referenced */
	uint64_t printsize;	/* -x printsize: bytes print() of a pointer shows (0: all) */
	int treedump;		/* -x tree: bit p - 1 dumps the parse tree at pass p (dt_treedump.c) */
	int evaltime;		/* -x evaltime: exec, preinit, postinit, main (0-3) */
	int cpu;		/* -x cpu: the only CPU traced (the prologue), or -1 */
	int flowindent;		/* accepted: no effect yet */
	int knodefs, unodefs, lazyload, strip;	/* accepted: no effect here */
	char **libdirs;		/* -L, -x libdir: the user's D libraries (dt_userlib.c) */
	int nlibdirs;
	int userlibs_done;	/* they were loaded */
	int nolibs;		/* -x nolibs: neither the D library nor the user's are loaded */
	const char *userlib;	/* the library file being compiled, or NULL */
	char **cppargv;		/* -D, -U, -I arguments for cpp */
	int cppargc;
	int ncpus;
	/* aggregation options (dt_aggregate.c) */
	int aggsortkey, aggsortrev, aggsortpos, aggsortkeypos, aggzoom;
	long aggsize;		/* bytes of each aggregation's map; 0: the default */
	int aggpercpu;		/* default output adds each CPU's value (dt_aggregate.c) */
	int aggpack;		/* quantize/lquantize rows packed on one line */
	int encoding;		/* packed bars: 0 auto (from TERM), 1 ascii, 2 utf8 */
	dt_type_t strtype;
	int ilp32;		/* the ILP32 data model (DTRACE_O_ILP32, dtrace -32) */
	dt_type_t *types;	/* allocated types (freed with the handle) */
	struct dt_dname *dnames;	/* D scope: typedefs, tags, enumerators */
	struct dt_dname **dnhash;	/*   by name (dt_type.c), nbuckets of them */
	size_t dnbuckets, ndnames;
	struct dt_inline *inlines;	/* inline definitions */
	struct dt_xlator *xlators;	/* translator definitions */
#define DT_DLIB_WORDS	6
	uint64_t dlib_loaded[DT_DLIB_WORDS];	/* D library pieces loaded (dt_dlib.c) */
	uint32_t vmax;		/* D version the program asks for (option version) */
	struct dt_binding *bindings;	/* #pragma D binding: name -> version */
	dt_node_t **dlib_roots;	/* their parse trees */
	int ndlib_roots;
	dt_udprov_t *udprovs;	/* providers defined in D */
	struct dt_ksyms *ksyms;	/* /proc/kallsyms, loaded on first use */
	struct dt_usyms *usyms;	/* user objects and process mappings (dt_usyms.c) */
	struct btf *btf;	/* the kernel's BTF, loaded on first use */
	int btf_failed;
	dt_type_t **btf_types;	/* imported types by BTF id */
	int *btf_index;		/* (name, kind) -> id hash table */
	unsigned btf_index_mask;

	/* errors */
	char errmsg[2048];
	char errmsg_out[2112];	/* errmsg with its tag, for dtrace_errmsg() */
	int errmsg_untagged;	/* errmsg is a dt_set_err() message */
	dt_errtag_t errtag;

	/* macro arguments */
	int margc;
	char **margv;
	char *margref;		/* margref[i]: $i was used */
	int defaultargs;	/* missing arguments are 0 / "", unused ones allowed */

	/* probes */
	dt_probe_t **probes;	/* by id */
	uint32_t nprobes, probecap;
#define DT_PHASH_SIZE	65536	/* fbt has two probes per kernel function (~110000) */
	dt_probe_t *phash[DT_PHASH_SIZE];
	dt_provider_t *provlist;	/* the providers and their instances (dt_registry.c) */
	int tracefs_ok;
	int nofile_raised;	/* RLIMIT_NOFILE raised for many attachments */

	/* the program, and options that shape its code */
	struct dt_program *prog;
	dt_attr_t amin;		/* -x amin: the least stability a program may use */
	int amin_set;
	long dynvarsize;	/* bytes each dynamic variable may use */
	int stackframes;	/* frames stack() records by default */
	int stackindent;	/* spaces before each frame printed */
	int ustackframes;	/* frames ustack() records by default */
	int jstackframes;	/* ... and jstack() */
	int maxframes;		/* the most frames any stack records (default 127) */
	int stackfmt_folded;	/* -x stackfmt=folded: stack-keyed aggregations as folded lines */
	int scratchsize;	/* bytes of alloca scratch per clause (option scratchsize) */
	void *btfoffs;		/* dt_btf_off_t, loaded on first use */
	/* speculations and destructive actions (dt_spec.c) */
	int nspec;		/* option nspec */
	long specsize;		/* option specsize: bytes a speculation holds per CPU */
	int destructive;	/* -w or option destructive: destructive actions allowed */
	struct dt_spec *spec;	/* consumer: speculative records held */
	int stdout_fd;		/* freopen(): the original output, dup()ed, or -1 */

	/* kernel objects */
	int *attach_fds;	/* perf events and links */
	int nattach, attachcap;
	struct dt_follow *follow;	/* following processes' exec and dlopen (dt_follow.c) */

	/* consumer */
	struct perf_buffer *pb;
	struct ring_buffer *wakerb;	/* dt_wakeup: exit() wakes the consumer (dt_consume.c) */
	struct dt_batch *batch;	/* the records of a read of the rings, sorted by time (dt_consume.c) */
	FILE *out;
	int header_done;
	int listing;		/* dtrace_list_probes is running: providers make probes without limits */
	int active;		/* dtrace_go() has started tracing */
	int exited;		/* exit() seen */
	int exit_status;
	int stopped;
	int consume_err;
	uint64_t drops_seen_total;
	uint64_t *drops_seen;	/* per CPU, buffer drops already reported */
	uint64_t *aggdrops_seen, *errors_seen, *reenter_seen;
	uint64_t dvardrops_seen, dblerrors_seen;
	uint64_t recmiss_seen;	/* the kernel's recursion misses of our programs */
	uint64_t *bufdrops_seen;	/* per CPU: DT_MS_BUFDROPS reported so far */

	/* the consumer's handlers (dtrace.h); aborted: a fault or drop found
	 * no handler, and the call consuming fails (dt_consume.c) */
	dtrace_handle_err_f *errhdlr;
	void *errarg;
	dtrace_handle_drop_f *drophdlr;
	void *droparg;
	dtrace_handle_diag_f *diaghdlr;
	void *diagarg;
	dtrace_handle_dump_f *dumphdlr;
	void *dumparg;
	dtrace_handle_probe_f *probehdlr;	/* records as data (dt_recdata.c) */
	void *probearg;
	dtrace_handle_rec_f *rechdlr;
	void *recarg;
	struct dt_recset *recset;	/* the record being handed over, reused */
	uint64_t rectime;	/* when it was written (0: not known) */
	int aborted;

	/* processes of -c and -p (dt_proc.c) */
	struct {
		struct dt_proc *list;	/* created and grabbed, not yet released */
		dtrace_handle_proc_f *handler;	/* told of each exit */
		void *arg;
		int target;		/* $target: the first pid, 0 if none */
	} proc;

	/* the innermost recovery point: compile errors, and inside a guarded
	 * call out of memory and internal errors (dt_error.c) */
	jmp_buf *errjmp;
	int fatal;		/* out of memory or an internal error: only dtrace_close() */
	const char *srcname;
	/* while text from elsewhere is compiled (the D library): the file that
	 * a line of it is in, with *line made that file's line; NULL if none */
	const char *(*srcfile)(const struct dtrace_hdl *, int *line);
	const char *errregion;	/* "predicate", "action list" for -n messages */
	unsigned cflags;
};

/*
 * ---- shared functions -----------------------------------------------------
 * This header holds the types every layer uses and the functions of the
 * shared layer (dt_error.c).  Each folder's functions are declared in its
 * own header, by the layer that defines them: lib/front/dt_front.h,
 * lib/back/dt_back.h, lib/providers/dt_providers.h (and the registry's in
 * dt_provider.h), lib/runtime/dt_runtime.h; a file includes those of its
 * layer and the layers below (tools/check-layers.sh).
 */
/* handles (dt_open.c) */
dtrace_hdl_t *dt_handle_create(void);
/* free the clauses of pgp from the first-th on (a user library's: dt_userlib.c) */
void dt_clauses_drop(struct dt_program *, int first);
/* the user's D libraries (dt_userlib.c) */
void dt_libdir_add(dtrace_hdl_t *, const char *dir);
int dt_userlibs_load(dtrace_hdl_t *, struct dt_program *);
/* options (dt_options.c): 1 if setopt() may change opt while tracing, 0 if
 * not, -1 if there is no such option; the i-th option's name, NULL past
 * the last */
int dt_option_runtime(const char *opt);
const char *dt_option_name(size_t i);

/* errors */
int dt_set_err(dtrace_hdl_t *, dt_errtag_t, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void dt_cerror(dtrace_hdl_t *, dt_errtag_t, int line, const char *fmt, ...)
    __attribute__((format(printf, 4, 5), noreturn));
void dt_diag(dtrace_hdl_t *, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* libbpf's messages go to the diagnostics under -xverbose, else nowhere (process-wide) */
void dt_libbpf_quiet(void);
/* dt_privs.c: capabilities (linux/capability.h's CAP_*) */
int dt_has_cap(int cap);
const char *dt_cap_hint(int cap);
void dt_dump(dtrace_hdl_t *, const char *text);
/* a message into a caller's buffer (pure code that has no handle); err may be NULL */
void dt_errbuf(char *err, size_t errlen, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/*
 * Recovery from out of memory and internal errors (dt_error.c): these
 * unwind to the innermost recovery point and leave the handle fatal.  The
 * allocation helpers never return NULL.  dt_alloc_fail_after(n) is a test
 * hook: the n-th allocation through them from now on fails (0: none).
 */
void dt_oom(void) __attribute__((noreturn));
void dt_internal_error(dtrace_hdl_t *, const char *fmt, ...)
    __attribute__((format(printf, 2, 3), noreturn));
void *dt_zalloc(size_t);
void *dt_realloc(void *, size_t);
char *dt_strdup(const char *);
char *dt_strndup(const char *, size_t);
void dt_alloc_fail_after(long n);

/*
 * DT_KERNEL_WROTE(p, n): the kernel has written n bytes at p through bpf(),
 * where valgrind's memcheck does not know it (make check VALGRIND=1, whose
 * build defines DT_VALGRIND): it sizes a lookup's value from the map's
 * value_size, not one per CPU as a per-CPU map has them, and valgrind 3.19
 * does not know BPF_MAP_LOOKUP_BATCH at all.  Without DT_VALGRIND, nothing.
 */
#ifdef DT_VALGRIND
#include <valgrind/memcheck.h>
#define DT_KERNEL_WROTE(p, n)	((void)VALGRIND_MAKE_MEM_DEFINED((p), (n)))
#else
#define DT_KERNEL_WROTE(p, n)	((void)0)
#endif

/*
 * A public entry point's guard: a recovery point for the call (the
 * previous one and the thread's active handle are restored on the way
 * out).  DT_PROTECTED(dtp, type, failval, call) is the whole body of an
 * entry point: a fatal handle fails at once; otherwise call runs under a
 * guard and its value is returned, or failval if it did not survive.
 */
typedef struct dt_guard {
	jmp_buf jb;
	jmp_buf *prev_jmp;
	dtrace_hdl_t *prev_active;
} dt_guard_t;

void dt_guard_enter(dtrace_hdl_t *, dt_guard_t *);
void dt_guard_leave(dtrace_hdl_t *, dt_guard_t *);
void dt_guard_fail(dtrace_hdl_t *, dt_guard_t *);	/* after the longjmp */

#define DT_PROTECTED(dtp, type, failval, call) do {		\
	dt_guard_t g_;						\
	type r_;						\
								\
	if ((dtp)->fatal)					\
		return (failval);				\
	dt_guard_enter((dtp), &g_);				\
	if (setjmp(g_.jb) != 0) {				\
		dt_guard_fail((dtp), &g_);			\
		return (failval);				\
	}							\
	r_ = (call);						\
	dt_guard_leave((dtp), &g_);				\
	return r_;						\
} while (0)

/* curcpu's values (dt_cpuinfo.c): DTrace's cpuinfo_t, with processor_info_t in it */
typedef struct dt_cpuinfo {
	int32_t cpu_id, cpu_pset, cpu_chip, cpu_lgrp;
	int32_t pi_state;
	char pi_processor_type[16];
	char pi_fputypes[32];
	int32_t pi_clock;
} dt_cpuinfo_t;

/* D versions, as DTrace numbers them: major << 24 | minor << 12 | micro */
#define DT_VERSION_NUM(M, m, u)	((uint32_t)(M) << 24 | (uint32_t)(m) << 12 | (uint32_t)(u))
#define DT_VERSION_LATEST	DT_VERSION_NUM(1, 13, 0)

/* a translator: output members computed from an input of type intype */
typedef struct dt_xlator {
	dt_type_t *outtype;	/* struct or union */
	dt_type_t *intype;
	const char *param;
	dt_node_t *members;	/* DT_NODE_EXPRSTMT-free list: str = member, l = expr */
	dt_node_t *cur_arg;	/* code generator: the xlate argument being expanded */
	int ready;		/* checked: usable by xlate */
	int inlib;		/* the D library's: a fault inside it is reported at
				 * the line of the D expression that uses it */
	struct dt_xlator *next;
} dt_xlator_t;

/* a field of a tracepoint's record, from its format file */
typedef struct dt_tpfield {
	char name[64];
	char type[64];		/* the declaration without the name: "const char *",
				 * "char [16]", "__data_loc char[]" */
	int off, size, issigned;
} dt_tpfield_t;

/* a clause's record description, freed with its program (dt_open.c) */
void dt_actions_free(dt_action_t *);

/* how to load a copy of a probe kind's program (NULL fields: the kind's defaults) */
typedef struct dt_ldopts {
	int progtype;		/* enum bpf_prog_type, 0: the kind's */
	int eatype;		/* enum bpf_attach_type: expected_attach_type */
	uint32_t attach_btf_id;	/* fentry/fexit: the traced function */
	const char *name;	/* program name (15 characters) */
	const char *what;	/* for messages: "fbt:vmlinux:vfs_read:entry" */
	int npatch;		/* immediates to set: ins[patch_at[i]].imm = patch_imm[i] */
	const int *patch_at;
	const int32_t *patch_imm;
	const char *refused;	/* EPERM means the kernel allows no such programs:
				 * "fentry/fexit" */
} dt_ldopts_t;

/* stack() records this many frames more than asked for: the tracing
 * machinery's own frames on top, which are left out when printing */
#define DT_STACK_TRACER_FRAMES	8

/*
 * The sample of a process's user objects (DT_MAP_USAMPLE, keyed by the u32
 * process id), taken by the first firing of each process that records a
 * user stack or symbol (dt_cg_stack.c) and read by dt_usyms.c: how many
 * times it was taken (u64), the user stack's PCs, then the same stack as
 * the kernel's bpf_stack_build_id frames (build id and file offset of each
 * PC), then the path of the process's executable (d_path's, NUL-ended;
 * empty if it could not be read).  The kernel gives no build ids when the
 * process's mmap lock is contended: the sample is taken again by the
 * process's next firings while its first frame has none, DT_USAMPLE_TRIES
 * times in all (dt_cg_stack.c).
 */
#define DT_USAMPLE_FRAMES	32
#define DT_USAMPLE_TRIES	4
#define DT_USAMPLE_PCOFF	8
#define DT_USAMPLE_BIDOFF	(DT_USAMPLE_PCOFF + 8 * DT_USAMPLE_FRAMES)
#define DT_USAMPLE_PATHOFF	(DT_USAMPLE_BIDOFF + 32 * DT_USAMPLE_FRAMES)
#define DT_USAMPLE_PATHMAX	256
#define DT_USAMPLE_SIZE		(DT_USAMPLE_PATHOFF + DT_USAMPLE_PATHMAX)
#define DT_USAMPLE_ENTRIES	4096

/* user symbols (dt_usyms.c) */
typedef struct dt_uobj dt_uobj_t;	/* one ELF object's segments and symbols */
typedef struct dt_usyminfo {
	const char *obj;	/* the object's basename */
	const char *name;	/* the symbol (return 0 only) */
	uint64_t symaddr;	/* its address in the process */
} dt_usyminfo_t;
/* an address as text, DTrace's way: obj`sym+0xoff, obj`sym, obj; obj`0x..., 0x... */
enum { DT_SYMFMT_ADDR, DT_SYMFMT_FUNC, DT_SYMFMT_MOD };

struct dt_pfarg;

#endif /* DT_IMPL_H */
