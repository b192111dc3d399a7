/*
 * dt_rawtp.h: stable providers built on raw tracepoints (dt_rawtp.c).
 *
 * A stable provider (proc, sched, ...) is one file with a table of
 * dt_rtprobe_t: each probe names the kernel's raw tracepoint it fires on,
 * a condition on that tracepoint's arguments, and its own arguments as
 * small C expressions over them (arg0.., curthread, members through
 * pointers, casts, arithmetic, comparisons, ?:), typed from the kernel's
 * BTF; args[] are translated from them by the D library's translators.
 * DT_RAWTP_PROVIDER makes the provider's program kind and operations from
 * its table.
 */
#ifndef DT_RAWTP_H
#define DT_RAWTP_H

#include <linux/bpf.h>
#include "dt_impl.h"
#include "dt_provider.h"

#define DT_RT_MAXARGS	8

typedef struct dt_rtarg {
	/*
	 * the type of argN ("struct task_struct *", "int", "string" for a
	 * string in kernel memory); "ustring": a string in user memory, which
	 * the prologue copies in (strsize bytes a CPU and argument), argN is
	 * then a string.  A type that starts with '.' makes a hidden argument:
	 * the probe's args[] end before it, but its argN is filled where the
	 * program reads it, for the D library's translators (tcp.d's
	 * tcpsinfo_t takes a socket's new state from arg6 and arg7)
	 */
	const char *native;
	const char *xlate;	/* the type of args[N] after translation, NULL: none */
	/*
	 * its value, over the tracepoint's arguments; "@K": args[N] is
	 * translated from argK (DTrace's argument mapping: io's args[1] and
	 * args[2] from its one native argument), argN itself is 0
	 */
	const char *expr;
} dt_rtarg_t;

typedef struct dt_rtprobe {
	const char *name;	/* the probe's name ("exec-success") */
	const char *tp;		/* the raw tracepoint(s) it fires on ("sched_process_exec") */
	const char *when;	/* it fires only where this is not 0; NULL: always */
	dt_rtarg_t args[DT_RT_MAXARGS];	/* up to the first with no expr */
	/*
	 * a raw tracepoint whose last firing in the thread the probe pairs
	 * with (lock:contention_begin for contention_end): the expressions
	 * may use start_ts, start_arg0 and start_arg1 (its time and first
	 * two arguments); without one, the probe does not fire.  NULL: none
	 */
	const char *start;
} dt_rtprobe_t;

/* a stable provider: its table, its operations and its program kind */
typedef struct dt_rtprov {
	const dt_rtprobe_t *probes;
	int nprobes;
	const dt_provops_t *ops;
	const dt_progkind_t *kind;
} dt_rtprov_t;

struct dt_irbuf;
struct dt_program;

int dt_rawtp_provide(dtrace_hdl_t *, dt_provider_t *, const dt_rtprov_t *, const dt_pdesc_t *);
int dt_rawtp_provide_all(dtrace_hdl_t *, dt_provider_t *, const dt_rtprov_t *);
int dt_rawtp_args(dtrace_hdl_t *, const dt_rtprov_t *, const dt_probe_t *, dt_argdesc_t *, int);
int dt_rawtp_attach(dtrace_hdl_t *, dt_provider_t *, const dt_rtprov_t *, struct dt_program *);
void dt_rawtp_fini(dtrace_hdl_t *, dt_provider_t *);
/* is text an expression over raw tracepoint tp's arguments?  0, or -1 with err (160 bytes) */
int dt_rawtp_check(dtrace_hdl_t *, const char *tp, int start, const char *text, char *err);
void dt_rawtp_pro_id(dtrace_hdl_t *, struct dt_irbuf *, const dt_rtprov_t *);
void dt_rawtp_pro_args(dtrace_hdl_t *, struct dt_irbuf *, const dt_rtprov_t *);
/* the tracing path's frames of a raw tracepoint (stack() leaves them out) */
extern const char *const dt_rawtp_frames[];

/*
 * The stability of the stable providers' probe descriptions and arguments,
 * as DTrace rates them: a description's is the least of its provider's
 * (Evolving/Evolving/ISA), module's and function's (Private/Private/Unknown)
 * and name's, its arguments' Evolving/Evolving/ISA.
 */
#define DT_RAWTP_ATTR_DESC	"Private/Private/Unknown"
#define DT_RAWTP_ATTR_ARGS	"Evolving/Evolving/ISA"

/*
 * The provider's operations (dt_prov_<prov>) and program kind from its
 * table (an array of dt_rtprobe_t named <prov>_probes).
 */
#define DT_RAWTP_PROVIDER(prov)								\
extern const dt_provops_t dt_prov_##prov;						\
static const dt_progkind_t prov##_kind;							\
static const dt_rtprov_t prov##_rt = { prov##_probes,					\
    (int)(sizeof(prov##_probes) / sizeof(prov##_probes[0])), &dt_prov_##prov, &prov##_kind };	\
static void prov##_pro_id(dtrace_hdl_t *dtp, struct dt_irbuf *ir)			\
{ dt_rawtp_pro_id(dtp, ir, &prov##_rt); }						\
static void prov##_pro_args(dtrace_hdl_t *dtp, struct dt_irbuf *ir)			\
{ dt_rawtp_pro_args(dtp, ir, &prov##_rt); }						\
static int prov##_provide(dtrace_hdl_t *dtp, dt_provider_t *pv, const dt_pdesc_t *pd)	\
{ return dt_rawtp_provide(dtp, pv, &prov##_rt, pd); }					\
static int prov##_provide_all(dtrace_hdl_t *dtp, dt_provider_t *pv)			\
{ return dt_rawtp_provide_all(dtp, pv, &prov##_rt); }					\
static int prov##_args(dtrace_hdl_t *dtp, const dt_probe_t *p, dt_argdesc_t *a, int max)	\
{ return dt_rawtp_args(dtp, &prov##_rt, p, a, max); }					\
static int prov##_attach(dtrace_hdl_t *dtp, dt_provider_t *pv, struct dt_program *pgp)	\
{ return dt_rawtp_attach(dtp, pv, &prov##_rt, pgp); }					\
static const dt_progkind_t prov##_kind = {						\
	.name = #prov, .heading = #prov, .progtype = BPF_PROG_TYPE_RAW_TRACEPOINT,	\
	.pro_id = prov##_pro_id, .pro_args = prov##_pro_args,				\
};											\
static const dt_progkind_t *const prov##_kinds[] = { &prov##_kind, NULL };		\
const dt_provops_t dt_prov_##prov = {							\
	.name = #prov, .attr_desc = DT_RAWTP_ATTR_DESC, .attr_args = DT_RAWTP_ATTR_ARGS,	\
	.kinds = prov##_kinds, .tracer_frames = dt_rawtp_frames,			\
	.provide = prov##_provide, .provide_all = prov##_provide_all,			\
	.args = prov##_args, .attach = prov##_attach, .fini = dt_rawtp_fini,		\
}

#endif
