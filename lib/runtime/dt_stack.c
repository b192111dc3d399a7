/*
 * dt_stack.c: stacks and symbols as data: their printing as classic DTrace
 * prints them, and the folded form of flame graphs (their layouts are the
 * record description's: lib/front/dt_datum.c).
 *
 * A datum of kind dt_dkind_t is recorded raw by the BPF program, in a
 * clause's record or in an aggregation key, and symbolized only here, by
 * the consumer:
 *   DT_DK_STACK   stack(): the PCs bpf_get_stack() gives, zero-filled, with
 *                 DT_STACK_TRACER_FRAMES more than asked for: the frames of
 *                 the tracing machinery on top (perf and BPF functions, our
 *                 own programs: the providers say which, dt_tracer_frame)
 *                 are left out when printing (dt_stack_skip);
 *   DT_DK_USTACK  ustack(), jstack(): the process id, then the user PCs
 *                 (BPF_F_USER_STACK), so that the consumer can symbolize
 *                 after the fact through dt_usyms.c;
 *   DT_DK_SYM, DT_DK_MOD        func()/sym(), mod(): a kernel address;
 *   DT_DK_USYM, _UMOD, _UADDR   ufunc()/usym(), umod(), uaddr(): the
 *                 process id, then a user address.
 * Stacks print as a newline, then one frame per line indented stackindent
 * spaces (object`symbol+0xoff, object`0xaddr, or 0xaddr), stopping at the
 * first zero PC; symbols print as "  %-50s" of their text, in trace()
 * output and as aggregation keys alike (dt_consume.c's dt_print_sym and
 * friends in illumos).  With -x stackfmt=folded a stack key prints as one
 * line of frames, root first, separated by ';' (dt_print_folded), the
 * format flamegraph.pl and speedscope read.
 */
#include <stdlib.h>
#include <string.h>
#include <bpf/bpf.h>
#include "dt_impl.h"
#include "dt_front.h"
#include "dt_runtime.h"

/* how many PCs on top of a kernel stack are the tracer's */
int
dt_stack_skip(dtrace_hdl_t *dtp, const uint64_t *pcs, int n)
{
	int i;

	for (i = 0; i < n && i < DT_STACK_TRACER_FRAMES && pcs[i] != 0; i++) {
		const char *sym, *mod;
		uint64_t off;

		if (dt_ksym_addr(dtp, pcs[i], &sym, &mod, &off) != 0 || !dt_tracer_frame(sym, mod))
			break;
	}
	return i;
}

static uint64_t
dt_u64(const char *p)
{
	uint64_t v;

	memcpy(&v, p, 8);	/* records are only 4-byte aligned */
	return v;
}

/* the text of frame i of a stack datum; 0 at its end */
static int
dt_frame_str(dtrace_hdl_t *dtp, dt_dkind_t dk, const char *data, int i, int n, int skip,
    int fmt, char *buf, size_t len)
{
	uint64_t pc;

	if (dk == DT_DK_USTACK) {
		if (1 + i >= n || (pc = dt_u64(data + 8 * (1 + i))) == 0)
			return 0;
		dt_uaddr_str(dtp, (int)dt_u64(data), pc, fmt, buf, len);
		return 1;
	}
	if (skip + i >= n || i >= n - DT_STACK_TRACER_FRAMES ||
	    (pc = dt_u64(data + 8 * (skip + i))) == 0)
		return 0;
	dt_kaddr_str(dtp, pc, fmt, buf, len);
	return 1;
}

/* the tracer's own frames on top of a recorded kernel stack of n frames */
static int
dt_stack_tracer_skip(dtrace_hdl_t *dtp, const char *data, int n)
{
	uint64_t pcs[DT_STACK_TRACER_FRAMES];
	int m = n < DT_STACK_TRACER_FRAMES ? n : DT_STACK_TRACER_FRAMES;

	memcpy(pcs, data, 8 * m);
	return dt_stack_skip(dtp, pcs, m);
}

/*
 * Print a datum of kind dk (size bytes at data) as DTrace does: stacks as a
 * newline and indented frames, symbols as "  %-50s".
 */
void
dt_print_datum(dtrace_hdl_t *dtp, FILE *fp, dt_dkind_t dk, const char *data, int size)
{
	char buf[4096];
	int n = size / 8, skip = 0;

	switch (dk) {
	case DT_DK_STACK:
	case DT_DK_USTACK:
		if (dk == DT_DK_STACK)
			skip = dt_stack_tracer_skip(dtp, data, n);
		fputc('\n', fp);
		for (int i = 0; dt_frame_str(dtp, dk, data, i, n, skip, DT_SYMFMT_ADDR, buf, sizeof(buf));
	    i++)
			fprintf(fp, "%*s%s\n", dtp->stackindent, "", buf);
		return;
	case DT_DK_SYM:
	case DT_DK_MOD:
		dt_kaddr_str(dtp, dt_u64(data), dk == DT_DK_SYM ? DT_SYMFMT_FUNC : DT_SYMFMT_MOD,
		    buf, sizeof(buf));
		break;
	case DT_DK_USYM:
	case DT_DK_UMOD:
	case DT_DK_UADDR:
		dt_uaddr_str(dtp, (int)dt_u64(data), dt_u64(data + 8), dk == DT_DK_USYM ?
		    DT_SYMFMT_FUNC : dk == DT_DK_UMOD ? DT_SYMFMT_MOD : DT_SYMFMT_ADDR,
		    buf, sizeof(buf));
		break;
	default:
		return;
	}
	fprintf(fp, "  %-50s", buf);
}

/*
 * Line i of a datum's text, unpadded: frame i of a stack (0 at the end), or
 * the text of a symbol (i == 0).  Returns 1 if there is such a line.
 */
int
dt_datum_line(dtrace_hdl_t *dtp, dt_dkind_t dk, const char *data, int size, int i, char *buf,
    size_t len)
{
	int n = size / 8, skip = 0;

	switch (dk) {
	case DT_DK_STACK:
	case DT_DK_USTACK:
		if (dk == DT_DK_STACK)
			skip = dt_stack_tracer_skip(dtp, data, n);
		return dt_frame_str(dtp, dk, data, i, n, skip, DT_SYMFMT_ADDR, buf, len);
	case DT_DK_SYM:
	case DT_DK_MOD:
		if (i == 0)
			dt_kaddr_str(dtp, dt_u64(data), dk == DT_DK_SYM ? DT_SYMFMT_FUNC :
			    DT_SYMFMT_MOD, buf, len);
		return i == 0;
	case DT_DK_USYM:
	case DT_DK_UMOD:
	case DT_DK_UADDR:
		if (i == 0)
			dt_uaddr_str(dtp, (int)dt_u64(data), dt_u64(data + 8), dk == DT_DK_USYM ?
			    DT_SYMFMT_FUNC : dk == DT_DK_UMOD ? DT_SYMFMT_MOD : DT_SYMFMT_ADDR,
			    buf, len);
		return i == 0;
	default:
		return 0;
	}
}

/* the PC of frame i of a stack datum (the frame dt_datum_line() names), 0 if none */
uint64_t
dt_datum_pc(dtrace_hdl_t *dtp, dt_dkind_t dk, const char *data, int size, int i)
{
	int n = size / 8;

	if (dk == DT_DK_USTACK)
		return 1 + i < n ? dt_u64(data + 8 * (1 + i)) : 0;
	if (dk != DT_DK_STACK)
		return 0;
	i += dt_stack_tracer_skip(dtp, data, n);
	return i < n ? dt_u64(data + 8 * i) : 0;
}

/*
 * Order of two keys of kind dk: stacks frame by frame (after the pid of a
 * user stack), symbols by address (after the pid), as unsigned numbers.
 */
int
dt_datum_cmp(dt_dkind_t dk, const char *a, const char *b, int size)
{
	for (int i = 0; i + 8 <= size; i += 8) {
		uint64_t x = dt_u64(a + i), y = dt_u64(b + i);

		if (x != y)
			return x < y ? -1 : 1;
	}
	return 0;
}

/*
 * A stack as one folded line, root first: "frame;frame;frame" (no
 * newline), frames named by function without offsets (as the stackcollapse
 * scripts do, so that a function is one box of a flame graph), sep printed
 * before the first frame.  An empty stack (stack() in user mode, ustack()
 * of a kernel thread) prints nothing, not even sep.  Returns the number of
 * frames printed, -1 if dk is not a stack.
 */
int
dt_print_folded(dtrace_hdl_t *dtp, FILE *fp, dt_dkind_t dk, const char *data, int size,
    const char *sep)
{
	char buf[4096];
	int n = size / 8, skip = 0, depth = 0;

	if (dk != DT_DK_STACK && dk != DT_DK_USTACK)
		return -1;
	if (dk == DT_DK_STACK) {
		uint64_t pcs[DT_STACK_TRACER_FRAMES];
		int m = n < DT_STACK_TRACER_FRAMES ? n : DT_STACK_TRACER_FRAMES;

		memcpy(pcs, data, 8 * m);
		skip = dt_stack_skip(dtp, pcs, m);
	}
	while (dt_frame_str(dtp, dk, data, depth, n, skip, DT_SYMFMT_FUNC, buf, sizeof(buf)))
		depth++;
	for (int i = depth - 1; i >= 0; i--) {
		dt_frame_str(dtp, dk, data, i, n, skip, DT_SYMFMT_FUNC, buf, sizeof(buf));
		fprintf(fp, "%s%s", i == depth - 1 ? sep : ";", buf);
	}
	return depth;
}

/*
 * Every aggrate (default 1s; no more often than the consumer polls, every
 * switchrate) while tracing, read the mappings of the processes that appear
 * in user stack and symbol keys of aggregations and were not seen yet,
 * while they live: keys are only printed at the end, when short-lived
 * processes are gone.  Costs a walk of those aggregations' keys (no
 * values).  This is what remains here of DTrace's aggregation snapshot,
 * which also resolves the user symbols of keys as it merges them.
 */
void
dt_stack_watch_keys(dtrace_hdl_t *dtp)
{
	if (!dtp->prog->uses_usyms || !dt_usyms_scan_due(dtp))
		return;
	for (dt_var_t *v = dtp->prog->aggs; v != NULL; v = v->next) {
		char *key, *next;
		void *prev = NULL;
		int any = 0;

		for (int i = 0; i < v->nkeys; i++)
			any |= v->keykind[i] == DT_DK_USTACK || v->keykind[i] == DT_DK_USYM ||
			    v->keykind[i] == DT_DK_UMOD || v->keykind[i] == DT_DK_UADDR;
		if (!any || v->mapfd < 0)
			continue;
		key = dt_zalloc(v->keysize);
		next = dt_zalloc(v->keysize);
		while (bpf_map_get_next_key(v->mapfd, prev, next) == 0) {
			memcpy(key, next, v->keysize);
			prev = key;
			if (!dt_agg_owns(v, key))
				continue;
			for (int i = 0; i < v->nkeys; i++)
				if (v->keykind[i] == DT_DK_USTACK || v->keykind[i] == DT_DK_USYM ||
				    v->keykind[i] == DT_DK_UMOD || v->keykind[i] == DT_DK_UADDR)
					dt_usyms_note(dtp, (int)dt_u64(key + v->keyoff[i]));
		}
		free(key);
		free(next);
	}
}
