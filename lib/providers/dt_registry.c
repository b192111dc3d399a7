/*
 * dt_registry.c: the one list of providers, and the program kinds they bring.
 *
 * dt_registry[] is the only place in the library that names a provider.
 * Its order is the order in which providers are offered a probe
 * description, so it numbers the probes that a glob over providers creates
 * and orders dtrace -l; the program kinds are numbered in the same order,
 * each provider's in the order of its ops->kinds, which orders the
 * programs (dtrace -S, loading).  Everything else reaches providers through
 * their dt_provops_t (dt_provider.h).
 *
 * A handle has one dt_provider_t per registered provider (dt_provs_init),
 * holding that provider's per-handle state, and one per instance of an
 * instance provider (pid1234), made the first time a description names it
 * (dt_provider_match); an instance provider whose prefix is not fixed
 * (usdt) is asked (ops->owns) about a name with a process id that no
 * fixed prefix claims, and its instances are told apart by name; for a
 * glob over provider names it may make instances for every process
 * (ops->globnames, pid DT_PID_ANY).
 * Providers registered later (dt_provider_register:
 * tests, or a consumer's own) may use only program kinds of the registry.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_providers.h"

extern const dt_provops_t dt_prov_dtrace, dt_prov_syscall, dt_prov_profile, dt_prov_fbt,
    dt_prov_sdt, dt_prov_pid, dt_prov_usdt, dt_prov_proc,
    dt_prov_sched, dt_prov_io, dt_prov_lockstat, dt_prov_ip, dt_prov_tcp,
    dt_prov_udp;

static const dt_provops_t *const dt_registry[] = {
	&dt_prov_dtrace, &dt_prov_syscall, &dt_prov_profile, &dt_prov_fbt, &dt_prov_sdt,
	&dt_prov_pid, &dt_prov_usdt, &dt_prov_proc, &dt_prov_sched,
	&dt_prov_io, &dt_prov_lockstat, &dt_prov_ip, &dt_prov_tcp, &dt_prov_udp,
};
#define DT_NREGISTRY	((int)(sizeof(dt_registry) / sizeof(dt_registry[0])))

/* the program kinds in registry order, and how many */
int
dt_npkinds(void)
{
	int n = 0;

	for (int i = 0; i < DT_NREGISTRY; i++)
		for (int k = 0; dt_registry[i]->kinds != NULL && dt_registry[i]->kinds[k] != NULL; k++)
			n++;
	return n;
}

const dt_progkind_t *
dt_pkind(int idx)
{
	int n = 0;

	for (int i = 0; i < DT_NREGISTRY; i++)
		for (int k = 0; dt_registry[i]->kinds != NULL && dt_registry[i]->kinds[k] != NULL; k++)
			if (n++ == idx)
				return dt_registry[i]->kinds[k];
	return NULL;
}

/* the index of kind pk (progs[], nkinds[]), or -1 if no registered provider has it */
int
dt_pkind_index(const dt_progkind_t *pk)
{
	int n = 0;

	for (int i = 0; i < DT_NREGISTRY; i++)
		for (int k = 0; dt_registry[i]->kinds != NULL && dt_registry[i]->kinds[k] != NULL; k++, n++)
			if (dt_registry[i]->kinds[k] == pk)
				return n;
	return -1;
}

/*
 * Is a kernel function (sym in module mod) a frame of the tracing machinery
 * that some provider's probes fire through?  Our own programs (module bpf)
 * always are.  stack() leaves such frames out on top of a stack.
 */
int
dt_tracer_frame(const char *sym, const char *mod)
{
	if (strcmp(mod, "bpf") == 0)
		return 1;
	for (int i = 0; i < DT_NREGISTRY; i++) {
		const char *const *pf = dt_registry[i]->tracer_frames;

		for (int j = 0; pf != NULL && pf[j] != NULL; j++)
			if (strncmp(sym, pf[j], strlen(pf[j])) == 0)
				return 1;
	}
	return 0;
}

static dt_provider_t *
reg_add(dtrace_hdl_t *dtp, const dt_provops_t *ops, const char *name, int pid)
{
	dt_provider_t *pv = dt_zalloc(sizeof(*pv)), **tail = &dtp->provlist;

	pv->ops = ops;
	pv->name = dt_strdup(name);
	pv->pid = pid;
	while (*tail != NULL)
		tail = &(*tail)->next;
	*tail = pv;
	return pv;
}

int
dt_provider_register(dtrace_hdl_t *dtp, const dt_provops_t *ops)
{
	reg_add(dtp, ops, ops->name, 0);
	return 0;
}

void
dt_provs_init(dtrace_hdl_t *dtp)
{
	for (int i = 0; i < DT_NREGISTRY; i++)
		dt_provider_register(dtp, dt_registry[i]);
}

void
dt_provs_fini(dtrace_hdl_t *dtp)
{
	dt_provider_t *pv, *nx;

	for (pv = dtp->provlist; pv != NULL; pv = nx) {
		nx = pv->next;
		if (pv->ops->fini != NULL)
			pv->ops->fini(dtp, pv);
		free(pv->name);
		free(pv);
	}
	dtp->provlist = NULL;
}

/* the handle's provider of ops (not an instance), or NULL */
dt_provider_t *
dt_provider_of(dtrace_hdl_t *dtp, const dt_provops_t *ops)
{
	for (dt_provider_t *pv = dtp->provlist; pv != NULL; pv = pv->next)
		if (pv->ops == ops && pv->pid == 0)
			return pv;
	return NULL;
}

/* the state of the handle's provider of ops, size zeroed bytes made on first use */
void *
dt_provider_state(dtrace_hdl_t *dtp, const dt_provops_t *ops, size_t size)
{
	dt_provider_t *pv = dt_provider_of(dtp, ops);

	if (pv->state == NULL)
		pv->state = dt_zalloc(size);
	return pv->state;
}

/* is name a provider of the library (or one of its instances)? */
int
dt_provider_builtin(dtrace_hdl_t *dtp, const char *name)
{
	for (dt_provider_t *pv = dtp->provlist; pv != NULL; pv = pv->next)
		if (strcmp(pv->name, name) == 0)
			return 1;
	return 0;
}

/* the process id that name gives an instance provider of prefix pfx, or 0 */
static int
reg_instance_pid(const char *pfx, const char *name)
{
	size_t n = strlen(pfx);
	long pid;
	char *end;

	if (strncmp(name, pfx, n) != 0 || !isdigit((unsigned char)name[n]))
		return 0;
	pid = strtol(name + n, &end, 10);
	return *end == '\0' && pid > 0 && pid <= 0x7fffffff ? (int)pid : 0;
}

/*
 * The process id that name gives an instance provider without a fixed
 * prefix (ops->owns): name is a prefix that is no other provider's name,
 * then the digits of a process id; ops->owns says whether it is one of its
 * instances.  A prefix may end in digits itself (app2 of app21234): the
 * longest process id is asked first, then shorter ones.  0 if none.
 */
static int
reg_owned_pid(dtrace_hdl_t *dtp, const dt_provider_t *pv, const char *name)
{
	size_t len = strlen(name), n = len;
	char pfx[64];

	while (n > 0 && isdigit((unsigned char)name[n - 1]))
		n--;
	if (strpbrk(name, "*?[\\") != NULL)
		return 0;
	for (; n > 0 && n < len; n++) {
		const dt_provider_t *q;
		int pid;

		if (n >= sizeof(pfx) || name[n] == '0')
			continue;	/* no process id starts with 0 */
		memcpy(pfx, name, n);
		pfx[n] = '\0';
		for (q = dtp->provlist; q != NULL; q = q->next)
			if (q->pid == 0 && q != pv && strcmp(q->name, pfx) == 0)
				break;
		if (q != NULL)
			continue;	/* pid1234 is pid's */
		if ((pid = reg_instance_pid(pfx, name)) != 0 && pv->ops->owns(dtp, name, pid))
			return pid;
	}
	return 0;
}

/* the instance of ops for process pid named name, or NULL */
static dt_provider_t *
reg_instance(dtrace_hdl_t *dtp, const dt_provops_t *ops, int pid, const char *name)
{
	for (dt_provider_t *q = dtp->provlist; q != NULL; q = q->next)
		if (q->ops == ops && q->pid == pid && (ops->owns == NULL || strcmp(q->name, name) == 0))
			return q;
	return NULL;
}

/* a new instance of pv's ops: made, or -1 (the instance's error) */
static int
reg_new_instance(dtrace_hdl_t *dtp, const dt_provider_t *pv, const char *name, int pid)
{
	dt_provider_t *q = reg_add(dtp, pv->ops, name, pid);

	if (pv->ops->instance != NULL && pv->ops->instance(dtp, q) != 0) {
		dt_provider_t **pp = &dtp->provlist;

		while (*pp != q)
			pp = &(*pp)->next;
		*pp = q->next;
		free(q->name);
		free(q);
		return -1;
	}
	return 0;
}

/*
 * A glob over provider names that starts with a name's first letters
 * (python*): the instances that pv's ops make for it, made now if new
 * (appended: met at the end of the list): for every process where the
 * glob matches a provider's name (python* and python), for the $target
 * process alone where it matches the name with $target's id
 * (p*d$target and pyramid1234).  -1 on error.
 */
static int
reg_glob_instances(dtrace_hdl_t *dtp, const dt_provider_t *pv, const char *pattern)
{
	char names[16][64], tname[64];
	int n, target = dtp->proc.target;

	if (pv->ops->globnames == NULL || strpbrk(pattern, "*?[") == NULL ||
	    strchr("*?[", pattern[0]) != NULL)
		return 0;
	n = pv->ops->globnames(dtp, pattern, names, 16);
	for (int i = 0; i < n; i++) {
		if (!dt_gmatch(names[i], pattern) && target > 0) {
			snprintf(tname, sizeof(tname), "%.50s%d", names[i], target);
			if (dt_gmatch(tname, pattern) && pv->ops->owns(dtp, tname, target) &&
			    reg_instance(dtp, pv->ops, target, tname) == NULL &&
			    reg_new_instance(dtp, pv, tname, target) != 0)
				return -1;
			continue;
		}
		if (reg_instance(dtp, pv->ops, DT_PID_ANY, names[i]) == NULL &&
		    reg_new_instance(dtp, pv, names[i], DT_PID_ANY) != 0)
			return -1;
	}
	return 0;
}

/*
 * $target, where a glob over provider names (p*d$target, pid*) matches an
 * instance provider's name with it: its instance is made as pid$target's
 * would be.  0 otherwise.
 */
static int
reg_target_glob(dtrace_hdl_t *dtp, const char *pfx, const char *pattern)
{
	char name[64];

	if (dtp->proc.target <= 0 || strpbrk(pattern, "*?[") == NULL)
		return 0;
	snprintf(name, sizeof(name), "%s%d", pfx, dtp->proc.target);
	return dt_gmatch(name, pattern) ? dtp->proc.target : 0;
}

/*
 * Call cb for each provider that a provider-name pattern selects: the
 * providers whose names it matches as a glob, and, where the pattern is an
 * instance provider's name with a process id (pid1234), or a glob that
 * matches such a name with $target (p*d$target), that instance, made now
 * if it is new.  An instance provider's own entry stands for no
 * process and is never selected.  Returns how many were selected, or -1
 * (an instance that cannot be made, or cb's error).
 */
int
dt_provider_match(dtrace_hdl_t *dtp, const char *pattern,
    int (*cb)(dtrace_hdl_t *, dt_provider_t *, void *), void *arg)
{
	int n = 0;

	for (dt_provider_t *pv = dtp->provlist; pv != NULL; pv = pv->next) {
		const char *name = pattern;	/* the instance's name */
		char tname[64];
		int pid = 0;

		if (pv->ops->instances && pv->pid == 0 && pv->ops->owns != NULL) {
			pid = reg_owned_pid(dtp, pv, pattern);
		} else if (pv->ops->instances && pv->pid == 0 &&
		    (pid = reg_instance_pid(pv->ops->name, pattern)) == 0 &&
		    (pid = reg_target_glob(dtp, pv->ops->name, pattern)) != 0) {
			snprintf(tname, sizeof(tname), "%.50s%d", pv->ops->name, pid);
			name = tname;	/* p*d$target makes pid$target, named so */
		}
		if (pid != 0) {
			if (reg_instance(dtp, pv->ops, pid, name) != NULL)
				continue;	/* met in its own turn below */
			if (reg_new_instance(dtp, pv, name, pid) != 0)
				return -1;
			continue;	/* appended: met at the end of the list */
		}
		if (pv->ops->instances && pv->pid == 0) {
			if (reg_glob_instances(dtp, pv, pattern) != 0)
				return -1;
			continue;
		}
		if (!dt_gmatch(pv->name, pattern))
			continue;
		n++;
		if (cb != NULL && cb(dtp, pv, arg) != 0)
			return -1;
	}
	return n;
}
