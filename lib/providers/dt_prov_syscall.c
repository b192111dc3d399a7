/*
 * dt_prov_syscall.c: the syscall provider.
 *
 * Probes syscall:vmlinux:<name>:entry and :return exist for every syscall
 * the kernel has tracepoints for (tracefs events/syscalls/sys_enter_<name>).
 * Entry probes have the syscall's arguments in arg0..arg5; return probes
 * have the return value in arg0 and arg1, as in DTrace.
 *
 * Attaching: a few probes attach to their own sys_enter_X / sys_exit_X
 * tracepoints, with the probe id in the BPF cookie, so that unrelated
 * syscalls cost nothing.  Many probes attach instead to the two
 * raw_syscalls tracepoints, with a dispatch map from (syscall number,
 * entry/return) to probe id: two perf events instead of hundreds, which
 * matters because closing each costs an RCU grace period (DESIGN.md §7).
 * Syscall numbers come from the x86_64 table generated at build time; a
 * syscall newer than that table is attached through its own tracepoint.
 * Only native 64-bit syscalls are traced, in both modes: the kernel's
 * sys_enter_X / sys_exit_X tracepoints ignore calls made through the
 * 32-bit compat entry points (ia32 programs, int 0x80), and in raw mode the
 * prologue leaves them out too (TS_COMPAT, dt_link.c's pro_sys_compat),
 * where their i386 numbers would otherwise be looked up in the x86_64
 * table under another call's name.
 */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <bpf/bpf.h>
#include "dt_impl.h"
#include "dt_probe_flags.h"
#include "dt_syscalls.h"

#define DT_SYSCALL_RAW_MIN	5	/* use raw_syscalls from this many probes on */

static int
sys_nr(const char *name)
{
	for (size_t i = 0; i < sizeof(dt_syscall_table) / sizeof(dt_syscall_table[0]); i++)
		if (strcmp(dt_syscall_table[i].name, name) == 0)
			return dt_syscall_table[i].nr;
	return -1;
}

static int
cmpstr(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int
sys_load_names(dtrace_hdl_t *dtp)
{
	char path[512];
	DIR *d;
	struct dirent *de;
	int cap = 0;

	if (dtp->sysnames != NULL)
		return 0;
	if (dt_tracefs_mount(dtp) != 0)
		return -1;
	snprintf(path, sizeof(path), "%s/events/syscalls", dt_tracefs());
	if ((d = opendir(path)) == NULL)
		return dt_set_err(dtp, D_UNKNOWN, "cannot read %s: syscall tracepoints are unavailable", path);
	while ((de = readdir(d)) != NULL) {
		if (strncmp(de->d_name, "sys_enter_", 10) != 0)
			continue;
		if (dtp->nsysnames == cap) {
			cap = cap ? cap * 2 : 512;
			dtp->sysnames = realloc(dtp->sysnames, cap * sizeof(char *));
		}
		dtp->sysnames[dtp->nsysnames++] = dt_strdup(de->d_name + 10);
	}
	closedir(d);
	if (dtp->sysnames == NULL)
		dtp->sysnames = dt_zalloc(sizeof(char *));
	qsort(dtp->sysnames, dtp->nsysnames, sizeof(char *), cmpstr);
	return 0;
}

static void
sys_create(dtrace_hdl_t *dtp, const char *name, const dt_pdesc_t *pd)
{
	static const char *const pnames[2] = { "entry", "return" };

	for (int r = 0; r < 2; r++) {
		dt_probe_t *p;

		if (pd != NULL && !dt_gmatch(pnames[r], pd->prb))
			continue;
		if (dt_probe_lookup(dtp, "syscall", "vmlinux", name, pnames[r]) != NULL)
			continue;
		p = dt_probe_create(dtp, &dt_prov_syscall, "vmlinux", name, pnames[r],
		    DT_PK_SYSCALL, r);
		p->nr = sys_nr(name);
	}
}

static int
sys_provide(dtrace_hdl_t *dtp, const dt_pdesc_t *pd)
{
	/* nothing to look up unless the description can name a syscall probe */
	if (!dt_gmatch("vmlinux", pd->mod) ||
	    (!dt_gmatch("entry", pd->prb) && !dt_gmatch("return", pd->prb)))
		return 0;
	if (sys_load_names(dtp) != 0)
		return -1;
	for (int i = 0; i < dtp->nsysnames; i++)
		if (dt_gmatch(dtp->sysnames[i], pd->fun))
			sys_create(dtp, dtp->sysnames[i], pd);
	return 0;
}

static int
sys_provide_all(dtrace_hdl_t *dtp)
{
	if (sys_load_names(dtp) != 0)
		return -1;
	for (int i = 0; i < dtp->nsysnames; i++)
		sys_create(dtp, dtp->sysnames[i], NULL);
	return 0;
}

static int
sys_attach_one(dtrace_hdl_t *dtp, dt_probe_t *p, int prog_fd)
{
	char ev[256];
	long tpid;

	snprintf(ev, sizeof(ev), "sys_%s_%s", p->pdata ? "exit" : "enter", p->func);
	if ((tpid = dt_tracepoint_id("syscalls", ev)) < 0)
		return dt_set_err(dtp, D_UNKNOWN, "no tracepoint syscalls/%s for probe syscall::%s:%s",
		    ev, p->func, p->name);
	return dt_tracepoint_attach(dtp, tpid, prog_fd,
	    DT_COOKIE(p->id, p->pdata ? DT_CK_RETURN : 0));
}

static int
sys_attach(dtrace_hdl_t *dtp, int prog_fd)
{
	int n = 0, raw, need[2] = { 0, 0 };

	for (uint32_t i = 1; i < dtp->nprobes; i++) {
		dt_probe_t *p = dtp->probes[i];

		if (p != NULL && p->enabled && p->prov == &dt_prov_syscall)
			n++;
	}
	raw = n >= DT_SYSCALL_RAW_MIN;
	for (uint32_t i = 1; i < dtp->nprobes; i++) {
		dt_probe_t *p = dtp->probes[i];

		if (p == NULL || !p->enabled || p->prov != &dt_prov_syscall)
			continue;
		if (raw && p->nr >= 0) {
			uint32_t key = p->nr * 2 + (uint32_t)p->pdata, val = p->id;

			if (bpf_map_update_elem(dtp->fd_sysmap, &key, &val, BPF_ANY) != 0)
				return dt_set_err(dtp, D_UNKNOWN, "syscall dispatch map update failed");
			need[p->pdata] = 1;
			continue;
		}
		if (sys_attach_one(dtp, p, prog_fd) != 0)
			return -1;
	}
	for (int r = 0; r < 2; r++) {
		long tpid;

		if (!need[r])
			continue;
		tpid = dt_tracepoint_id("raw_syscalls", r ? "sys_exit" : "sys_enter");
		if (tpid < 0)
			return dt_set_err(dtp, D_UNKNOWN, "no raw_syscalls tracepoints");
		if (dt_tracepoint_attach(dtp, tpid, prog_fd,
		    DT_COOKIE(0, DT_CK_RAW | (r ? DT_CK_RETURN : 0))) != 0)
			return -1;
	}
	return 0;
}

/*
 * args[]: at entry, the types the tracepoint's format gives the syscall's
 * arguments; at return, the return value (arg0 and arg1, as DTrace has it).
 */
static int
sys_argtypes(dtrace_hdl_t *dtp, const dt_probe_t *p, char (*types)[64], int max)
{
	char ev[256];

	if (p->pdata == 1) {
		for (int i = 0; i < 2 && i < max; i++)
			snprintf(types[i], 64, "long");
		return max < 2 ? max : 2;
	}
	if (dt_tracefs_mount(dtp) != 0)
		return -1;
	snprintf(ev, sizeof(ev), "sys_enter_%s", p->func);
	return dt_tracepoint_fields("syscalls", ev, "__syscall_nr", types, max);
}

const dt_provider_t dt_prov_syscall = {
	.name = "syscall",
	.kind = DT_PK_SYSCALL,
	.provide = sys_provide,
	.attach = sys_attach,
	.provide_all = sys_provide_all,
	.argtypes = sys_argtypes,
};
