/*
 * dt_stapsdt.h: the stapsdt reader (dt_stapsdt.c): the USDT probes an ELF
 * object's .note.stapsdt notes describe, and their x86_64 argument specs.
 * Pure (no handle, no kernel): dtrace -G checks objects with it, and the
 * USDT provider finds its probes with it.
 */
#ifndef DT_STAPSDT_H
#define DT_STAPSDT_H

#include <stddef.h>
#include <stdint.h>
#include "dt_provnote.h"

#define DT_SDT_MAXARGS	12	/* SystemTap's <sys/sdt.h> writes at most 12 */

/* the x86_64 general registers, and %rip */
enum {
	DT_SDTR_NONE = -1,
	DT_SDTR_RAX, DT_SDTR_RBX, DT_SDTR_RCX, DT_SDTR_RDX, DT_SDTR_RSI, DT_SDTR_RDI,
	DT_SDTR_RBP, DT_SDTR_RSP, DT_SDTR_R8, DT_SDTR_R9, DT_SDTR_R10, DT_SDTR_R11,
	DT_SDTR_R12, DT_SDTR_R13, DT_SDTR_R14, DT_SDTR_R15, DT_SDTR_RIP,
	DT_SDTR_NREGS
};

typedef enum { DT_SDTA_REG, DT_SDTA_MEM, DT_SDTA_CONST } dt_sdtakind_t;

/*
 * One argument ("-4@%edi"): the value is size bytes, sign-extended if
 * sign, else zero-extended, of
 *   REG:   register reg's bits [regshift, regshift + 8 * regsize) (%ah: 8, 1);
 *   MEM:   the memory at disp + base + index * scale (base, index: -1 if
 *          none; %rip as base: disp is then the address of sym + disp, the
 *          probe's object-relative address, which a tracer biases), plus
 *          symaddr when sym is named (symok: it was found in the object);
 *   CONST: disp itself.
 */
typedef struct dt_sdtarg {
	dt_sdtakind_t kind;
	int size;		/* 1, 2, 4 or 8 bytes */
	int sign;
	int reg, regsize, regshift;	/* REG; reg and regsize also MEM's base */
	int index, scale;	/* MEM */
	int64_t disp;		/* MEM's displacement, CONST's value */
	char sym[64];		/* MEM: "foo" of foo+8(%rip), "" if none */
	uint64_t symaddr;	/* its address in the object (dt_stapsdt_read) */
	int symok;
} dt_sdtarg_t;

/* one probe of an object: one note */
typedef struct dt_sdtprobe {
	const char *provider;
	const char *name;	/* with each "__" as "-", as D names probes */
	const char *rawname;	/* as in the note: query__start */
	const char *argstr;	/* "-4@%edi 8@%rsi" */
	const char *func;	/* the function symbol holding pc, NULL if none is known */
	uint64_t pc;		/* the probe's address, adjusted for prelinking */
	uint64_t pcoff;		/* its file offset (0 in a relocatable object) */
	uint64_t sem;		/* its semaphore's address, 0 if none */
	uint64_t semoff;	/* its file offset: uprobe ref_ctr_offset (0: none, or not in the file) */
	uint64_t base;		/* the note's .stapsdt.base address */
	int nargs;		/* -1 if argstr did not parse (argerr says why) */
	dt_sdtarg_t args[DT_SDT_MAXARGS];
	char argerr[80];
} dt_sdtprobe_t;

typedef struct dt_sdtfile {
	int type;		/* ET_REL, ET_EXEC or ET_DYN */
	int nprobes;
	dt_sdtprobe_t *probes;	/* each one's strings are one allocation, at provider */
	int nprovs;		/* the provider records (dt_provnote.h), one per provider */
	dt_pnprov_t *provs;
	int nbadprovs;		/* records refused (malformed), the first one's reason: */
	char provserr[96];
} dt_sdtfile_t;

/*
 * Read the notes of the ELF file at path into *f (dt_stapsdt_free frees
 * it); a file without notes has none.  -1 with err set if the file cannot
 * be read, is not an x86_64 ELF object, or its notes are malformed.  Also
 * the provider records of its DT_PN_SECTION notes (the first of each
 * provider; a malformed record is left out, counted in nbadprovs, and
 * fails nothing).
 */
int dt_stapsdt_read(const char *path, dt_sdtfile_t *f, char *err, size_t errlen);
void dt_stapsdt_free(dt_sdtfile_t *f);
/* parse an argument string into args[max]: the count, or -1 with err set */
int dt_stapsdt_args(const char *s, dt_sdtarg_t *args, int max, char *err, size_t errlen);
/* a register's name ("rax", "rip") and its offset in the kernel's struct pt_regs */
const char *dt_stapsdt_regname(int reg);
int dt_stapsdt_ptregs_off(int reg);

#endif
