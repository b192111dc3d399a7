/*
 * dt_probe_flags.h: flags in the high 32 bits of a probe's BPF cookie.
 */
#ifndef DT_PROBE_FLAGS_H
#define DT_PROBE_FLAGS_H
#define DT_CK_RETURN	0x1	/* syscall or fbt return probe */
#define DT_CK_RAW	0x2	/* raw_syscalls attachment: look the probe up by nr */
#define DT_CK_TICK	0x4	/* tick-N on every CPU: the first past the deadline fires */
#define DT_CK_RTSTART	0x8	/* raw tracepoint of a stable probe's start event (dt_rawtp.c) */
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

#endif
