/*
 * dt_probe_flags.h: flags in the high 32 bits of a probe's BPF cookie.
 */
#ifndef DT_PROBE_FLAGS_H
#define DT_PROBE_FLAGS_H
#define DT_CK_RETURN	0x1	/* syscall return probe */
#define DT_CK_RAW	0x2	/* raw_syscalls attachment: look the probe up by nr */
#define DT_COOKIE(id, flags)	((uint64_t)(uint32_t)(id) | ((uint64_t)(flags) << 32))
#endif
