/*
 * dt_ir.c: the instruction buffer, its labels, fixups and calls (dt_ir.h).
 *
 * Growth doubles the arrays; labels, fixups and calls grow one at a time.
 * An allocation failure aborts.  dt_ir_resolve patches every fixup against
 * its placed label and forgets the fixups; the calls stay for the linker.
 * A jump's offset has 16 bits: one that does not fit is left 0 and the
 * longest such is returned, for the caller's error.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_bpf.h"
#include "dt_ir.h"

static void
ir_grow(dt_irbuf_t *ir)
{
	if (ir->n < ir->cap)
		return;
	ir->cap = ir->cap ? ir->cap * 2 : 256;
	ir->ins = dt_realloc(ir->ins, ir->cap * sizeof(*ir->ins));
	ir->cmt = dt_realloc(ir->cmt, ir->cap * sizeof(*ir->cmt));
}

int
dt_ir_emit(dt_irbuf_t *ir, struct bpf_insn in, const char *cmt)
{
	ir_grow(ir);
	ir->ins[ir->n] = in;
	ir->cmt[ir->n] = cmt ? dt_strdup(cmt) : NULL;
	return ir->n++;
}

int
dt_ir_label(dt_irbuf_t *ir)
{
	ir->labels = dt_realloc(ir->labels, (ir->nlabels + 1) * sizeof(int));
	ir->labels[ir->nlabels] = -1;
	return ir->nlabels++;
}

void
dt_ir_place(dt_irbuf_t *ir, int label)
{
	ir->labels[label] = ir->n;
}

static void
ir_addfix(dt_irbuf_t *ir, int idx, int label, int func)
{
	ir->fixes = dt_realloc(ir->fixes, (ir->nfixes + 1) * sizeof(*ir->fixes));
	ir->fixes[ir->nfixes].idx = idx;
	ir->fixes[ir->nfixes].label = label;
	ir->fixes[ir->nfixes].func = func;
	ir->nfixes++;
}

/* a jump to a label (patched by dt_ir_resolve) */
int
dt_ir_jump(dt_irbuf_t *ir, struct bpf_insn in, int label, const char *cmt)
{
	int idx = dt_ir_emit(ir, in, cmt);

	ir_addfix(ir, idx, label, 0);
	return idx;
}

/*
 * reg = the address of the function at label (a bpf_loop callback): a
 * 64-bit load of a BPF_PSEUDO_FUNC, whose offset is relative to the load
 * (the function and the load must move together when linking).
 */
int
dt_ir_funcaddr(dt_irbuf_t *ir, int reg, int label, const char *cmt)
{
	struct bpf_insn ld[] = { BPF_LD_IMM64_RAW(reg, BPF_PSEUDO_FUNC, 0) };
	int idx = dt_ir_emit(ir, ld[0], cmt);

	dt_ir_emit(ir, ld[1], NULL);
	ir_addfix(ir, idx, label, 1);
	return idx;
}

/* note that instruction idx calls function symbol sym (patched when linking) */
void
dt_ir_addcall(dt_irbuf_t *ir, int idx, int sym)
{
	ir->calls = dt_realloc(ir->calls, (ir->ncalls + 1) * sizeof(*ir->calls));
	ir->calls[ir->ncalls].idx = idx;
	ir->calls[ir->ncalls].sym = sym;
	ir->ncalls++;
}

/* a bpf-to-bpf call to a function symbol */
int
dt_ir_call(dt_irbuf_t *ir, int sym, const char *cmt)
{
	int idx = dt_ir_emit(ir, BPF_CALL_REL(0), cmt);

	dt_ir_addcall(ir, idx, sym);
	return idx;
}

int
dt_ir_resolve(dt_irbuf_t *ir)
{
	int far = 0;

	for (int i = 0; i < ir->nfixes; i++) {
		int idx = ir->fixes[i].idx, tgt = ir->labels[ir->fixes[i].label];
		int d = tgt - (idx + 1);

		if (tgt < 0)
			dt_internal_error(NULL, "a jump to label %d, which is never placed",
			    ir->fixes[i].label);
		if (ir->fixes[i].func) {
			ir->ins[idx].imm = d;
		} else if (d < INT16_MIN || d > INT16_MAX) {
			if (abs(d) > far)
				far = abs(d);	/* the offset is 16 bits: left 0 */
		} else {
			ir->ins[idx].off = (int16_t)d;
		}
	}
	ir->nfixes = 0;
	return far;
}

void
dt_ir_free(dt_irbuf_t *ir)
{
	if (ir == NULL)
		return;
	for (int i = 0; i < ir->n; i++)
		free(ir->cmt[i]);
	free(ir->ins);
	free(ir->cmt);
	free(ir->labels);
	free(ir->fixes);
	free(ir->calls);
	free(ir);
}
