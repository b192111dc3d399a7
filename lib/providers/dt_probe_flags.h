/*
 * dt_probe_flags.h: flags in the high 32 bits of a probe's BPF cookie.
 */
#ifndef DT_PROBE_FLAGS_H
#define DT_PROBE_FLAGS_H
#define DT_CK_RETURN	0x1	/* syscall or fbt return probe */
#define DT_CK_RAW	0x2	/* raw_syscalls attachment: look the probe up by nr */
#define DT_CK_TICK	0x4	/* tick-N on every CPU: the first past the deadline fires */
/* syscall entry: bit N set if arg N is user memory that a clause copies in
 * (the firing is deferred to the return if it is not paged in yet) */
#define DT_CK_UARG_SHIFT	8
#define DT_CK_UARGS(mask)	((uint32_t)(mask) << DT_CK_UARG_SHIFT)
/*
 * fbt's fentry/fexit program is loaded once per traced function, each copy
 * with its probe id and flags (DT_CK_RETURN for fexit) set in the
 * immediates of these two prologue instructions, "r7 = id" and "r9 = flags"
 */
#define DT_FENTRY_ID_INSN	1
#define DT_FENTRY_FLAGS_INSN	2
#define DT_COOKIE(id, flags)	((uint64_t)(uint32_t)(id) | ((uint64_t)(flags) << 32))

/*
 * sdt: where each of a probe's arguments is in its tracepoint's record (the
 * value of DT_MAP_SDTARGS for the probe's id; the prologue reads the ones
 * the program uses).  The value has dt_sdt_nslots() entries, one for each
 * argument up to the highest the program reads, so a program that reads
 * only args[0] has a map of 4-byte values whatever its probes' records.
 */
#define DT_SDT_NARGS	DT_PROBE_MAXARGS
enum { DT_SDT_NONE, DT_SDT_UINT, DT_SDT_SINT, DT_SDT_ADDR, DT_SDT_DATALOC };
typedef struct dt_sdtarg {
	uint16_t off;		/* in the record */
	uint8_t size;		/* bytes (1..8) of an integer */
	uint8_t kind;		/* DT_SDT_*: integer, the field's address, a __data_loc */
} dt_sdtarg_t;

/* 1 + the highest argument index the program reads (0: none) */
static inline int
dt_sdt_nslots(const dtrace_hdl_t *dtp)
{
	for (int i = DT_SDT_NARGS - 1; i >= 0; i--)
		if (DT_ARGMASK_HAS(dtp, i))
			return i + 1;
	return 0;
}
#endif
