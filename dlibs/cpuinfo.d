/*
 * cpuinfo.d: curcpu's type, cpuinfo_t, with illumos' layout, and the types
 * it is made of.  Linux has no per-CPU structure a probe could translate,
 * so when a program first names curcpu dtrace makes one cpuinfo_t per CPU
 * from sysfs and /proc/cpuinfo (lib/runtime/dt_cpuinfo.c says what each
 * member holds): cpu_pset is -1 (Linux has no processor sets), cpu_chip
 * the physical package, cpu_lgrp the NUMA node, pi_clock the maximum
 * frequency in MHz.  chip and lgrp are the current CPU's cpu_chip and
 * cpu_lgrp, as DTrace's built-in variables of those names.
 */
typedef int psetid_t;
typedef int chipid_t;
typedef int lgrp_id_t;

typedef struct processor_info {
	int pi_state;
	char pi_processor_type[16];
	char pi_fputypes[32];
	int pi_clock;
} processor_info_t;

typedef struct cpuinfo {
	processorid_t cpu_id;
	psetid_t cpu_pset;
	chipid_t cpu_chip;
	lgrp_id_t cpu_lgrp;
	processor_info_t cpu_info;
} cpuinfo_t;

/* the current CPU's chip (physical package) and NUMA node, DTrace's chip and lgrp */
inline chipid_t chip = curcpu->cpu_chip;
inline lgrp_id_t lgrp = curcpu->cpu_lgrp;
