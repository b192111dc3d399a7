/*
 * dt_ksyms.c: kernel symbols from /proc/kallsyms.
 *
 * Loaded on first use (backquoted symbols in D, symbolizing kernel
 * addresses), never at startup: the file has some 120,000 lines.  Symbols
 * are kept sorted by address for address -> symbol lookups, with a hash
 * table by name for symbol -> address.  Module symbols carry their module
 * ("[ext4]" in the file); the kernel's own are in module "vmlinux".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/capability.h>
#include "dt_impl.h"
#include "dt_front.h"

typedef struct dt_ksym {
	uint64_t addr;
	char *name;
	const char *mod;	/* interned: "vmlinux" or the module's name */
	char type;		/* nm's letter: T t D d B b R r W ... */
} dt_ksym_t;

struct dt_ksyms {
	dt_ksym_t *syms;	/* by address */
	size_t n;
	uint32_t *hash;		/* index + 1 into syms, by name; 0 = empty */
	size_t hmask;
	char **mods;
	size_t nmods;
};

static uint32_t
ks_hashstr(const char *s)
{
	uint32_t h = 2166136261u;

	while (*s != '\0')
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

static int
ks_cmp(const void *a, const void *b)
{
	const dt_ksym_t *x = a, *y = b;

	if (x->addr != y->addr)
		return x->addr < y->addr ? -1 : 1;
	return strcmp(x->name, y->name);
}

static const char *
ks_intern_mod(struct dt_ksyms *ks, const char *m, size_t len)
{
	for (size_t i = 0; i < ks->nmods; i++)
		if (strlen(ks->mods[i]) == len && strncmp(ks->mods[i], m, len) == 0)
			return ks->mods[i];
	ks->mods = dt_realloc(ks->mods, (ks->nmods + 1) * sizeof(char *));
	ks->mods[ks->nmods] = dt_strndup(m, len);
	return ks->mods[ks->nmods++];
}

static struct dt_ksyms *
ks_load(dtrace_hdl_t *dtp)
{
	struct dt_ksyms *ks;
	FILE *fp;
	char line[512];
	size_t cap = 0;

	if (dtp->ksyms != NULL)
		return dtp->ksyms;
	if ((fp = fopen("/proc/kallsyms", "r")) == NULL)
		return NULL;
	ks = dt_zalloc(sizeof(*ks));
	ks_intern_mod(ks, "vmlinux", 7);
	while (fgets(line, sizeof(line), fp) != NULL) {
		char *end, *name, *mod, type;
		uint64_t addr = strtoull(line, &end, 16);
		size_t nl;

		if (end == line || end[0] != ' ' || end[1] == '\0' || end[2] != ' ')
			continue;
		type = end[1];
		name = end + 3;
		nl = strcspn(name, " \t\n");
		mod = name + nl;
		while (*mod == ' ' || *mod == '\t')
			mod++;
		if (ks->n == cap) {
			cap = cap ? cap * 2 : 131072;
			ks->syms = dt_realloc(ks->syms, cap * sizeof(dt_ksym_t));
		}
		ks->syms[ks->n].addr = addr;
		ks->syms[ks->n].name = dt_strndup(name, nl);
		ks->syms[ks->n].type = type;
		if (*mod == '[') {
			size_t ml = strcspn(mod + 1, "]");

			ks->syms[ks->n].mod = ks_intern_mod(ks, mod + 1, ml);
		} else {
			ks->syms[ks->n].mod = ks->mods[0];
		}
		ks->n++;
	}
	fclose(fp);
	if (ks->n > 0 && ks->syms[0].addr == 0 && ks->syms[ks->n - 1].addr == 0)
		dt_diag(dtp, "kernel symbols' addresses are hidden from this process "
		    "(kernel.kptr_restrict): kernel addresses are shown as numbers%s",
		    dt_cap_hint(CAP_SYSLOG));
	qsort(ks->syms, ks->n, sizeof(dt_ksym_t), ks_cmp);
	for (ks->hmask = 1; ks->hmask < 2 * ks->n; ks->hmask <<= 1)
		;
	ks->hash = dt_zalloc(ks->hmask * sizeof(uint32_t));
	ks->hmask--;
	for (size_t i = 0; i < ks->n; i++) {
		size_t h = ks_hashstr(ks->syms[i].name) & ks->hmask;

		while (ks->hash[h] != 0)
			h = (h + 1) & ks->hmask;
		ks->hash[h] = (uint32_t)i + 1;
	}
	dtp->ksyms = ks;
	return ks;
}

/*
 * The address and nm type of kernel symbol name in module mod (NULL: any;
 * a kernel symbol is preferred over a module's).  Returns 0 if found, -1
 * if not, -2 if /proc/kallsyms cannot be read.
 */
int
dt_ksym_lookup(dtrace_hdl_t *dtp, const char *mod, const char *name, uint64_t *addrp,
    char *typep)
{
	struct dt_ksyms *ks = ks_load(dtp);
	const dt_ksym_t *best = NULL;

	if (ks == NULL)
		return -2;
	for (size_t h = ks_hashstr(name) & ks->hmask; ks->hash[h] != 0; h = (h + 1) & ks->hmask) {
		const dt_ksym_t *s = &ks->syms[ks->hash[h] - 1];

		if (strcmp(s->name, name) != 0)
			continue;
		if (mod != NULL && strcmp(s->mod, mod) != 0)
			continue;
		if (best == NULL || (s->mod == ks->mods[0] && best->mod != ks->mods[0]))
			best = s;
	}
	if (best == NULL)
		return -1;
	*addrp = best->addr;
	if (typep != NULL)
		*typep = best->type;
	return 0;
}

/*
 * The symbol containing kernel address addr: its name, module and the
 * offset of addr in it.  Returns -1 if no symbol precedes addr.
 */
int
dt_ksym_addr(dtrace_hdl_t *dtp, uint64_t addr, const char **namep, const char **modp,
    uint64_t *offp)
{
	struct dt_ksyms *ks = ks_load(dtp);
	size_t lo = 0, hi;

	if (ks == NULL || ks->n == 0 || addr < ks->syms[0].addr)
		return -1;
	hi = ks->n;
	while (hi - lo > 1) {	/* the last symbol at or below addr */
		size_t mid = (lo + hi) / 2;

		if (ks->syms[mid].addr <= addr)
			lo = mid;
		else
			hi = mid;
	}
	*namep = ks->syms[lo].name;
	*modp = ks->syms[lo].mod;
	*offp = addr - ks->syms[lo].addr;
	return 0;
}

/*
 * The address range of kernel function name (a kernel symbol preferred):
 * from its address to the next higher symbol's.  Returns -1 if not found.
 */
int
dt_ksym_range(dtrace_hdl_t *dtp, const char *name, uint64_t *lop, uint64_t *hip)
{
	struct dt_ksyms *ks;
	size_t lo = 0, hi;

	if (dt_ksym_lookup(dtp, NULL, name, lop, NULL) != 0 || (ks = dtp->ksyms) == NULL)
		return -1;
	hi = ks->n;
	while (hi - lo > 1) {	/* the last symbol at or below the address */
		size_t mid = (lo + hi) / 2;

		if (ks->syms[mid].addr <= *lop)
			lo = mid;
		else
			hi = mid;
	}
	while (lo < ks->n && ks->syms[lo].addr <= *lop)
		lo++;
	if (lo == ks->n)
		return -1;
	*hip = ks->syms[lo].addr;
	return 0;
}

void
dt_ksyms_fini(dtrace_hdl_t *dtp)
{
	struct dt_ksyms *ks = dtp->ksyms;

	if (ks == NULL)
		return;
	for (size_t i = 0; i < ks->n; i++)
		free(ks->syms[i].name);
	for (size_t i = 0; i < ks->nmods; i++)
		free(ks->mods[i]);
	free(ks->mods);
	free(ks->syms);
	free(ks->hash);
	free(ks);
	dtp->ksyms = NULL;
}
