/*
 * dt_cpuinfo.c: the values curcpu points to.
 *
 * DTrace's curcpu is a cpuinfo_t * (the sched provider's translator of the
 * kernel's cpu_t).  On Linux there is no such per-CPU structure a probe
 * can read, so libdtrace makes one: cpuinfo_t and processor_info_t are
 * types of the D library (dt_dlib.c) with illumos' layouts; when a program
 * uses curcpu the checker reserves an array of them, one per possible CPU,
 * in the globals map; the
 * loader fills it from sysfs and /proc/cpuinfo here, and curcpu is the
 * address of the firing CPU's element (dt_cg.c).  The values are those of
 * the moment tracing starts:
 *	cpu_id		the CPU number (as cpu)
 *	cpu_pset	-1, PS_NONE: Linux has no processor sets
 *	cpu_chip	topology/physical_package_id (the socket)
 *	cpu_lgrp	the NUMA node (the nodeN link in the CPU's sysfs directory)
 *	pi_state	P_ONLINE (2), or P_OFFLINE (1) when the CPU is offline
 *	pi_processor_type  the machine name of uname(2), e.g. "x86_64"
 *	pi_fputypes	"" (Linux does not describe it)
 *	pi_clock	cpufreq's cpuinfo_max_freq in MHz, else the "cpu MHz" of
 *			/proc/cpuinfo (dt_cpuinfo_mhz), else 0
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include "dt_impl.h"
#include "dt_back.h"

/* the first integer in a small file, or def */
static long
ci_readint(const char *path, long def)
{
	FILE *f = fopen(path, "r");
	long v;

	if (f == NULL)
		return def;
	if (fscanf(f, "%ld", &v) != 1)
		v = def;
	fclose(f);
	return v;
}

/* the NUMA node of cpu: its sysfs directory has a link "nodeN" */
static int
ci_node(int cpu)
{
	char path[64];
	DIR *d;
	struct dirent *e;
	int node = 0;

	snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d", cpu);
	if ((d = opendir(path)) == NULL)
		return 0;
	while ((e = readdir(d)) != NULL) {
		char *end;
		long n;

		if (strncmp(e->d_name, "node", 4) != 0)
			continue;
		n = strtol(e->d_name + 4, &end, 10);
		if (end != e->d_name + 4 && *end == '\0') {
			node = (int)n;
			break;
		}
	}
	closedir(d);
	return node;
}

/*
 * The "cpu MHz" of processor cpu in the text of /proc/cpuinfo, truncated
 * to an integer; 0 if it has none.
 */
int
dt_cpuinfo_mhz(const char *text, int cpu)
{
	int cur = -1;

	for (const char *l = text; l != NULL && *l != '\0'; l = strchr(l, '\n'), l = l ? l + 1 : l) {
		const char *colon = strchr(l, ':');
		const char *nl = strchr(l, '\n');

		if (colon == NULL || (nl != NULL && colon > nl))
			continue;
		if (strncmp(l, "processor", 9) == 0 && (l[9] == '\t' || l[9] == ' ' || l[9] == ':'))
			cur = atoi(colon + 1);
		else if (cur == cpu && strncmp(l, "cpu MHz", 7) == 0)
			return atoi(colon + 1);
	}
	return 0;
}

static char *
ci_slurp(const char *path)
{
	FILE *f = fopen(path, "r");
	char *buf = NULL;
	size_t len = 0, cap = 0, n;

	if (f == NULL)
		return NULL;
	do {
		if (cap - len < 4096) {
			cap = cap ? 2 * cap : 16384;
			buf = dt_realloc(buf, cap + 1);
		}
		n = fread(buf + len, 1, cap - len, f);
		len += n;
	} while (n > 0);
	fclose(f);
	buf[len] = '\0';
	return buf;
}

void
dt_cpuinfo_fill(dtrace_hdl_t *dtp, dt_cpuinfo_t *ci)
{
	struct utsname u;
	char *text = ci_slurp("/proc/cpuinfo"), path[96];
	int haveu = uname(&u) == 0;

	for (int c = 0; c < dtp->ncpus; c++) {
		long khz;

		memset(&ci[c], 0, sizeof(ci[c]));
		ci[c].cpu_id = c;
		ci[c].cpu_pset = -1;
		snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/topology/physical_package_id", c);
		ci[c].cpu_chip = (int32_t)ci_readint(path, 0);
		ci[c].cpu_lgrp = ci_node(c);
		snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/online", c);
		ci[c].pi_state = ci_readint(path, 1) ? 2 : 1;
		if (haveu)
			snprintf(ci[c].pi_processor_type, sizeof(ci[c].pi_processor_type), "%.15s", u.machine);
		snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/cpufreq/cpuinfo_max_freq", c);
		khz = ci_readint(path, 0);
		ci[c].pi_clock = khz > 0 ? (int32_t)(khz / 1000) :
		    text != NULL ? dt_cpuinfo_mhz(text, c) : 0;
	}
	free(text);
}
