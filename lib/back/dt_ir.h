/*
 * dt_ir.h: the instruction buffer of the code generator and the linker.
 *
 * A dt_irbuf_t is a growing array of BPF instructions, each with an
 * optional -S annotation (a copy the buffer owns), plus what linking needs
 * to finish them: labels (numbers handed out in order, placed at an
 * instruction index once, -1 until then), fixups (jumps and function
 * addresses that name a label, patched by dt_ir_resolve once every label
 * is placed) and calls (instructions that call a function symbol,
 * DT_SYM_*, patched by the linker when it lays the functions out).
 *
 * Invariants: a label is placed at most once, before dt_ir_resolve; a
 * fixup's offset is relative to the instruction after it (the kernel's
 * convention); a 64-bit immediate load takes two slots and its second slot
 * has no annotation.  The emission dialect built on these is dt_emit.h.
 */
#ifndef DT_IR_H
#define DT_IR_H

#include <linux/bpf.h>

typedef struct dt_irbuf {
	struct bpf_insn *ins;
	char **cmt;		/* -S annotation per instruction (or NULL) */
	int n, cap;
	int *labels;
	int nlabels;
	struct { int idx, label, func; } *fixes;	/* func: a callback's address */
	int nfixes;
	struct { int idx, sym; } *calls;
	int ncalls;
	int noted;		/* note holds the annotation of the next instruction */
	char note[256];		/* (dt_emit.h: ir_note, emit) */
} dt_irbuf_t;

int dt_ir_emit(dt_irbuf_t *, struct bpf_insn, const char *cmt);
int dt_ir_label(dt_irbuf_t *);
void dt_ir_place(dt_irbuf_t *, int label);
int dt_ir_jump(dt_irbuf_t *, struct bpf_insn, int label, const char *cmt);
int dt_ir_call(dt_irbuf_t *, int sym, const char *cmt);
void dt_ir_addcall(dt_irbuf_t *, int idx, int sym);
int dt_ir_funcaddr(dt_irbuf_t *, int reg, int label, const char *cmt);
/* 0, or the longest jump (in instructions) beyond a 16-bit offset's reach */
int dt_ir_resolve(dt_irbuf_t *);
void dt_ir_free(dt_irbuf_t *);

#endif
