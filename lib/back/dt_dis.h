/*
 * dt_dis.h: disassembler for eBPF programs.
 *
 * Turns struct bpf_insn arrays back into text in the style of the kernel
 * verifier log ("r1 = r10", "*(u64 *)(r10 -16) = r1", "call
 * bpf_map_lookup_elem#1").  It is used by `dtrace -S` and by the unit tests;
 * it never allocates and has no state.
 */
#ifndef DT_DIS_H
#define DT_DIS_H

#include <stddef.h>
#include <stdio.h>
#include <linux/bpf.h>

/* names the map of a map load's immediate (a map id before loading), or NULL */
typedef const char *dt_dis_mapname_f(void *arg, int id);

/* Name of a BPF helper id ("bpf_map_lookup_elem", ...) or NULL if unknown. */
const char *dt_dis_helper_name(int id);

/*
 * Format one instruction at ins[i] into buf (no newline); returns the number
 * of slots used (2 for a 64-bit immediate load, else 1).  n = total
 * instructions (used to resolve jump targets and to detect a truncated
 * 64-bit load).  The text is truncated to fit len.
 */
int dt_dis_insn(char *buf, size_t len, const struct bpf_insn *ins, int i, int n);
/* the same, with map loads shown as "map NAME" when mapname names them */
int dt_dis_insn_named(char *buf, size_t len, const struct bpf_insn *ins, int i, int n,
		      dt_dis_mapname_f *mapname, void *arg);

/*
 * Print a whole program: a line per instruction "%04d: %-40s" followed by
 * "; comment" when comments != NULL and comments[i] != NULL (an instruction
 * of 40 characters or more gets one space before the ';').  comments may be
 * NULL.  Lines without a comment carry no trailing padding.  The second
 * slot of a 64-bit immediate load gets no line of its own.  Jumps and calls
 * show their absolute target: "if r1 > 0x5 goto pc+3 <0012>".  mapname
 * (may be NULL) names the maps of map loads.
 */
void dt_dis_program(FILE *fp, const struct bpf_insn *ins, int n,
		    const char *const *comments, dt_dis_mapname_f *mapname, void *arg);

#endif /* DT_DIS_H */
