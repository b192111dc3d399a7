/*
 * dt_privs.c: the capabilities tracing needs, and which this process lacks.
 *
 * Linux has no DTrace privileges (dtrace_kernel, dtrace_proc): what the
 * kernel asks of a tracer is capabilities, each for its own part.
 *   CAP_BPF and CAP_PERFMON	maps, tracing programs, perf events (checked
 *				at dtrace_open: nothing works without them)
 *   CAP_DAC_READ_SEARCH	reading tracefs, which is root's only (the ids
 *				and formats of tracepoints: syscall, sdt, the
 *				stable providers, tick/profile's probe list)
 *   CAP_SYS_ADMIN		mounting tracefs where it is not mounted
 *   CAP_SYS_PTRACE		another user's process: -p, pid and USDT
 *				probes in it, its symbols
 *   CAP_SYSLOG			kernel symbols (/proc/kallsyms shows zeros
 *				without it): stack(), sym(), func()
 * (CAP_DAC_OVERRIDE stands in for CAP_DAC_READ_SEARCH when reading.)
 * Root has them all.  The man page's SECURITY section says the same to
 * users; the messages below name the capability a refusal came from.
 * The effective set is read with capget() each time: a caller may drop
 * capabilities between handles.
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <linux/capability.h>
#include "dt_impl.h"

/* is capability cap in the effective set? (unknown: yes, the kernel decides) */
int
dt_has_cap(int cap)
{
	struct __user_cap_header_struct hdr = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct data[2];

	memset(data, 0, sizeof(data));
	if (syscall(SYS_capget, &hdr, data) != 0)
		return 1;
	return (data[cap / 32].effective >> (cap % 32)) & 1;
}

/*
 * " (DTrace requires additional privileges: CAP_X)" if the capability a
 * refusal needs is not in the effective set, else "" (the refusal has
 * another cause): for the end of an error message
 */
const char *
dt_cap_hint(int cap)
{
	static const struct { int cap; const char *hint; } hints[] = {
		{ CAP_DAC_READ_SEARCH, " (DTrace requires additional privileges: "
		    "CAP_DAC_READ_SEARCH, to read tracefs)" },
		{ CAP_SYS_ADMIN, " (DTrace requires additional privileges: "
		    "CAP_SYS_ADMIN, to mount tracefs)" },
		{ CAP_SYS_PTRACE, " (DTrace requires additional privileges: "
		    "CAP_SYS_PTRACE, to trace another user's process)" },
		{ CAP_SYSLOG, " (DTrace requires additional privileges: "
		    "CAP_SYSLOG, to read kernel symbols)" },
	};

	if (cap == CAP_DAC_READ_SEARCH && dt_has_cap(CAP_DAC_OVERRIDE))
		return "";
	for (size_t i = 0; i < sizeof(hints) / sizeof(hints[0]); i++)
		if (hints[i].cap == cap)
			return dt_has_cap(cap) ? "" : hints[i].hint;
	return "";
}

/* what tracing cannot do without, missing: "CAP_BPF and CAP_PERFMON", "" if none */
size_t
dtrace_missing_privileges(char *buf, size_t len)
{
	int bpf = !dt_has_cap(CAP_BPF) && !dt_has_cap(CAP_SYS_ADMIN);
	int perfmon = !dt_has_cap(CAP_PERFMON) && !dt_has_cap(CAP_SYS_ADMIN);

	return (size_t)snprintf(buf, len, "%s%s%s", bpf ? "CAP_BPF" : "",
	    bpf && perfmon ? " and " : "", perfmon ? "CAP_PERFMON" : "");
}
