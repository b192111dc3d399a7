/*
 * dt_emit.h: the one dialect in which BPF code is written: the code
 * generator (dt_cg*.c), the runtime routines (dt_rt.c), the linker's
 * prologue and ERROR dispatcher (dt_link.c) and the providers' prologue
 * parts (lib/providers/dt_prov_*.c) all use it; only the linker's copying
 * of whole buffers calls the dt_ir_* layer under it.  Static inline
 * functions, no macros.
 *
 * Every operation takes the instruction buffer explicitly and is one call:
 *
 *   ir_note(ir, fmt, ...)           annotate the next instruction (-S), printf-style
 *   emit(ir, insn)                  one instruction
 *   emit_c(ir, insn, cmt)           one instruction, annotated inline
 *   emit_ld64(ir, reg, imm)         reg = a 64-bit constant
 *   emit_ldmap(ir, reg, map)        reg = map DT_MAP_* (its fd, patched when loading)
 *   emit_ldmapval(ir, reg, map, off) reg = &map's value + off
 *   emit_funcaddr(ir, reg, label)   reg = the address of the function at label
 *   emit_jmp(ir, insn, label)       a jump (its offset patched) to label
 *   emit_jmp_c(ir, insn, label, cmt)     the same, annotated inline
 *   emit_call(ir, sym)              a bpf-to-bpf call of function symbol DT_SYM_*
 *   emit_call_c(ir, sym, cmt)       the same, annotated inline
 *   ir_label(ir)                    a new label, not yet placed
 *   ir_place(ir, label)             place label at the next instruction
 *
 * Annotations.  The pending note (ir_note) is taken by the next operation
 * that emits without an inline annotation; a second ir_note before that is
 * appended to the first after ": " (the name of an inline, then what it
 * does).  An inline annotation (the _c forms; NULL for none) belongs to
 * that instruction alone: a pending note waits for the next one.  The
 * second slot of a 64-bit load is never annotated.  Labels and their
 * placing emit nothing and leave the note pending.
 */
#ifndef DT_EMIT_H
#define DT_EMIT_H

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "dt_bpf.h"
#include "dt_ir.h"

/* the pending note, now taken by an instruction (NULL if none) */
static inline const char *
ir_takenote(dt_irbuf_t *ir)
{
	if (!ir->noted)
		return NULL;
	ir->noted = 0;
	return ir->note;	/* copied by dt_ir_emit */
}

static inline __attribute__((format(printf, 2, 3))) void
ir_note(dt_irbuf_t *ir, const char *fmt, ...)
{
	/* a note no instruction took yet (an inline's name) stays in front */
	size_t used = ir->noted ? strlen(ir->note) : 0;
	va_list ap;

	if (used > 0 && used + 2 < sizeof(ir->note)) {
		strcpy(ir->note + used, ": ");
		used += 2;
	}
	va_start(ap, fmt);
	vsnprintf(ir->note + used, sizeof(ir->note) - used, fmt, ap);
	va_end(ap);
	ir->noted = 1;
}

static inline int
emit(dt_irbuf_t *ir, struct bpf_insn in)
{
	return dt_ir_emit(ir, in, ir_takenote(ir));
}

static inline int
emit_c(dt_irbuf_t *ir, struct bpf_insn in, const char *cmt)
{
	return dt_ir_emit(ir, in, cmt);
}

/* the two slots of a 64-bit load: the note on the first */
static inline int
emit_pair(dt_irbuf_t *ir, const struct bpf_insn in[2])
{
	int idx = emit(ir, in[0]);

	dt_ir_emit(ir, in[1], NULL);
	return idx;
}

static inline int
emit_ld64(dt_irbuf_t *ir, int reg, int64_t v)
{
	struct bpf_insn in[] = { BPF_LD_IMM64(reg, v) };

	return emit_pair(ir, in);
}

static inline int
emit_ldmap(dt_irbuf_t *ir, int reg, int map)
{
	struct bpf_insn in[] = { BPF_LD_MAP_FD(reg, map) };

	return emit_pair(ir, in);
}

static inline int
emit_ldmapval(dt_irbuf_t *ir, int reg, int map, int off)
{
	struct bpf_insn in[] = { BPF_LD_MAP_VALUE(reg, map, off) };

	return emit_pair(ir, in);
}

static inline int
emit_funcaddr(dt_irbuf_t *ir, int reg, int label)
{
	return dt_ir_funcaddr(ir, reg, label, ir_takenote(ir));
}

static inline int
emit_jmp(dt_irbuf_t *ir, struct bpf_insn in, int label)
{
	return dt_ir_jump(ir, in, label, ir_takenote(ir));
}

static inline int
emit_jmp_c(dt_irbuf_t *ir, struct bpf_insn in, int label, const char *cmt)
{
	return dt_ir_jump(ir, in, label, cmt);
}

static inline int
emit_call(dt_irbuf_t *ir, int sym)
{
	return dt_ir_call(ir, sym, ir_takenote(ir));
}

static inline int
emit_call_c(dt_irbuf_t *ir, int sym, const char *cmt)
{
	return dt_ir_call(ir, sym, cmt);
}

static inline int
ir_label(dt_irbuf_t *ir)
{
	return dt_ir_label(ir);
}

static inline void
ir_place(dt_irbuf_t *ir, int label)
{
	dt_ir_place(ir, label);
}

#endif
