/*
 * dt_x86dec.h: the length of an x86_64 instruction (dt_x86dec.c).
 */
#ifndef DT_X86DEC_H
#define DT_X86DEC_H

#include <stddef.h>
#include <stdint.h>

/* the length of the instruction at code (n bytes there), or -1 if not decoded */
int dt_x86_insn_len(const uint8_t *code, size_t n);
/* 1 if Linux can place a uprobe on the instruction at code, 0 if it refuses */
int dt_x86_insn_uprobe_ok(const uint8_t *code, size_t n);
#endif /* DT_X86DEC_H */
