/*
 * dt_usyms.c: user symbols: (pid, address) -> object`symbol+0xoff.
 *
 * A process's address space comes from /proc/PID/maps: each file-backed
 * mapping names an object (path, device, inode) and the file offset it maps
 * at its start.  An address is placed in its mapping, turned into a file
 * offset (addr - start + offset), and the file offset into the object's
 * own virtual address through the PT_LOAD program header that holds it
 * (vaddr = fileoff - p_offset + p_vaddr).  This one rule covers non-PIE
 * executables (bias 0), PIE executables and shared objects (any bias), and
 * objects mapped in several pieces.  The symbol is then the last function
 * symbol at or below that vaddr in the object's .symtab, or its .dynsym if
 * it has no .symtab (stripped libraries); the objects, their segments and
 * symbols (one per address, chosen as illumos' libproc chooses) are read
 * by lib/providers/dt_uobj.c, which the pid provider shares.  An address
 * beyond the end of a sized symbol is not in it.
 *
 * Caches, owned by the handle and freed with it (dt_usyms_fini):
 *   - objects by (device, inode, path), each loaded once, symbols sorted
 *     by address; an object that cannot be read is kept as a failed entry
 *     (its name still places addresses: "libfoo.so`0x...");
 *   - processes by pid, with the mappings last read.  A lookup outside
 *     every known mapping re-reads them (the process may have mapped more
 *     since); the consumer also refreshes the processes it watches
 *     (dt_usyms_refresh) and, every aggrate (1s), reads the mappings of the
 *     new processes in aggregation keys (dt_stack_watch_keys), so that
 *     addresses of a process that has exited can still be resolved from
 *     what was seen while it lived.
 *
 * Objects are named by basename, as DTrace does: "libc.so.6`write+0x14";
 * C++ symbols are demangled through libstdc++'s __cxa_demangle when the
 * library is there (loaded with dlopen on first need, no build dependency).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <time.h>
#include "dt_impl.h"
#include "dt_front.h"
#include "dt_runtime.h"
#include "dt_uobj.h"

typedef struct dt_umap {
	uint64_t start, end, off;
	struct dt_uobj *obj;
} dt_umap_t;

typedef struct dt_uproc {
	int pid;
	dt_umap_t *maps;
	int nmaps;
	uint64_t readat;	/* CLOCK_MONOTONIC ns of the last read */
	struct dt_uproc *next;
} dt_uproc_t;

typedef char *dt_cxa_demangle_f(const char *, char *, size_t *, int *);

struct dt_usyms {
	struct dt_uobj *objs;
	dt_uproc_t *procs;
	void *cxxlib;		/* libstdc++, opened at the first C++ name (-1: absent) */
	dt_cxa_demangle_f *demangle;
	uint64_t keyscan;	/* CLOCK_MONOTONIC ns of the last scan of keys (dt_stack.c) */
};

/* ---- processes ---- */
static struct dt_usyms *
us_get(dtrace_hdl_t *dtp)
{
	if (dtp->usyms == NULL)
		dtp->usyms = dt_zalloc(sizeof(struct dt_usyms));
	return dtp->usyms;
}

/*
 * The object mapped from path (device, inode), opened through the
 * mapping's /proc/PID/map_files entry when it can be (the very file, even
 * if deleted or replaced since, or in another mount namespace), else by
 * its path.
 */
static dt_uobj_t *
us_obj(struct dt_usyms *us, const char *path, uint64_t dev, uint64_t ino, const char *mapfile)
{
	dt_uobj_t *o;

	for (o = us->objs; o != NULL; o = o->next)
		if (o->ino == ino && o->dev == dev && strcmp(o->path, path) == 0)
			return o;
	if ((o = dt_uobj_open(mapfile)) == NULL)
		o = dt_uobj_open(path);
	if (o != NULL) {
		free(o->path);
		o->path = dt_strdup(path);
		o->base = strrchr(o->path, '/') ? strrchr(o->path, '/') + 1 : o->path;
	} else {
		o = dt_zalloc(sizeof(*o));
		o->path = dt_strdup(path);
		o->base = strrchr(o->path, '/') ? strrchr(o->path, '/') + 1 : o->path;
		o->failed = 1;
	}
	o->dev = dev;
	o->ino = ino;
	o->next = us->objs;
	us->objs = o;
	return o;
}

static uint64_t
us_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
}

/* (re)read the file mappings of pid; -1 if the process is gone */
static int
us_read_maps(struct dt_usyms *us, dt_uproc_t *p)
{
	char fn[64], line[4096], mapfile[96];
	FILE *fp;
	dt_umap_t *maps = NULL;
	int n = 0, cap = 0;

	p->readat = us_now();
	snprintf(fn, sizeof(fn), "/proc/%d/maps", p->pid);
	if ((fp = fopen(fn, "re")) == NULL)
		return -1;
	while (fgets(line, sizeof(line), fp) != NULL) {
		unsigned long long start, end, off, ino;
		unsigned maj, min;
		char perms[8];
		int pos = 0;
		char *path;

		if (sscanf(line, "%llx-%llx %7s %llx %x:%x %llu %n", &start, &end, perms, &off,
		    &maj, &min, &ino, &pos) < 7 || pos == 0)
			continue;
		path = line + pos;
		path[strcspn(path, "\n")] = '\0';
		if (ino == 0 || path[0] != '/')
			continue;	/* anonymous, [heap], [stack], [vdso] */
		if (strlen(path) > 10 && strcmp(path + strlen(path) - 10, " (deleted)") == 0)
			path[strlen(path) - 10] = '\0';
		if (n == cap) {
			cap = cap ? cap * 2 : 32;
			maps = dt_realloc(maps, cap * sizeof(dt_umap_t));
		}
		maps[n].start = start;
		maps[n].end = end;
		maps[n].off = off;
		snprintf(mapfile, sizeof(mapfile), "/proc/%d/map_files/%llx-%llx", p->pid, start, end);
		maps[n].obj = us_obj(us, path, ((uint64_t)maj << 32) | min, ino, mapfile);
		n++;
	}
	fclose(fp);
	if (n == 0) {		/* a zombie: keep what was seen while it lived */
		free(maps);
		return p->nmaps > 0 ? 0 : -1;
	}
	free(p->maps);
	p->maps = maps;
	p->nmaps = n;
	return 0;
}

static dt_uproc_t *
us_proc(struct dt_usyms *us, int pid)
{
	dt_uproc_t *p;

	for (p = us->procs; p != NULL; p = p->next)
		if (p->pid == pid)
			return p;
	p = dt_zalloc(sizeof(*p));
	p->pid = pid;
	p->next = us->procs;
	us->procs = p;
	us_read_maps(us, p);
	return p;
}

static const dt_umap_t *
us_map(const dt_uproc_t *p, uint64_t addr)
{
	for (int i = 0; i < p->nmaps; i++)
		if (addr >= p->maps[i].start && addr < p->maps[i].end)
			return &p->maps[i];
	return NULL;
}

/*
 * Read pid's mappings now, while it is alive (the consumer's watched
 * processes, at every wait): at most every 10ms, as the consumer may wake
 * for every record.
 */
void
dt_usyms_refresh(dtrace_hdl_t *dtp, int pid)
{
	struct dt_usyms *us = us_get(dtp);
	dt_uproc_t *p;

	for (p = us->procs; p != NULL; p = p->next)
		if (p->pid == pid)
			break;
	if (p == NULL)
		us_proc(us, pid);
	else if (us_now() - p->readat >= 10000000)
		us_read_maps(us, p);
}

/* note process pid: its mappings are read now if they never were */
void
dt_usyms_note(dtrace_hdl_t *dtp, int pid)
{
	us_proc(us_get(dtp), pid);
}

/* is a scan of the aggregations' keys for processes due (every aggrate)? */
int
dt_usyms_scan_due(dtrace_hdl_t *dtp)
{
	struct dt_usyms *us = us_get(dtp);
	uint64_t now = us_now();

	if (us->keyscan != 0 && now - us->keyscan < (uint64_t)dtp->aggrate_ns)
		return 0;
	us->keyscan = now;
	return 1;
}

/*
 * Resolve a user address of process pid.  Returns 0 with the object's
 * basename, the symbol and its address in the process (info->name and
 * info->symaddr); 1 with only the object (no symbol holds the address);
 * -1 if the address is in no file mapping of the process known to us.
 */
int
dt_usym_lookup(dtrace_hdl_t *dtp, int pid, uint64_t addr, dt_usyminfo_t *info)
{
	struct dt_usyms *us = us_get(dtp);
	dt_uproc_t *p = us_proc(us, pid);
	const dt_umap_t *m = us_map(p, addr);
	uint64_t vaddr, value;
	const char *name;

	memset(info, 0, sizeof(*info));
	if (m == NULL && us_read_maps(us, p) == 0)
		m = us_map(p, addr);
	if (m == NULL)
		return -1;
	info->obj = m->obj->base;
	if (m->obj->failed || dt_uobj_off2vaddr(m->obj, addr - m->start + m->off, &vaddr) != 0 ||
	    dt_uobj_lookup(m->obj, vaddr, &name, &value) != 0)
		return 1;
	info->name = name;
	info->symaddr = addr - (vaddr - value);
	return 0;
}

/*
 * The demangled form of a C++ name (_Z...), malloc'd, through libstdc++'s
 * __cxa_demangle, loaded on first need; NULL if it is not one or there is
 * no libstdc++.
 */
static char *
us_demangle(struct dt_usyms *us, const char *name)
{
	int st = -1;
	char *d;

	if (strncmp(name, "_Z", 2) != 0 || us->cxxlib == (void *)-1)
		return NULL;
	if (us->cxxlib == NULL) {
		if ((us->cxxlib = dlopen("libstdc++.so.6", RTLD_LAZY | RTLD_LOCAL)) == NULL ||
		    (us->demangle = (dt_cxa_demangle_f *)dlsym(us->cxxlib, "__cxa_demangle")) == NULL) {
			if (us->cxxlib != NULL)
				dlclose(us->cxxlib);
			us->cxxlib = (void *)-1;
			return NULL;
		}
	}
	d = us->demangle(name, NULL, NULL, &st);
	if (st != 0) {
		free(d);
		return NULL;
	}
	return d;
}

/*
 * A user address as DTrace prints it (dtrace_uaddr2str and friends):
 * DT_SYMFMT_ADDR  obj`sym+0xoff (obj`sym at offset 0), uaddr() and ustack()
 * DT_SYMFMT_FUNC  obj`sym, usym() and ufunc()
 * DT_SYMFMT_MOD   obj, umod()
 * and "obj`0xaddr" when no symbol holds it, "0xaddr" when no object does.
 */
void
dt_uaddr_str(dtrace_hdl_t *dtp, int pid, uint64_t addr, int fmt, char *buf, size_t len)
{
	dt_usyminfo_t si;
	int r = dt_usym_lookup(dtp, pid, addr, &si);
	char *dm = r == 0 ? us_demangle(dtp->usyms, si.name) : NULL;

	if (dm != NULL)
		si.name = dm;	/* C++ names demangled */

	if (r < 0)
		snprintf(buf, len, "0x%llx", (unsigned long long)addr);
	else if (fmt == DT_SYMFMT_MOD)
		snprintf(buf, len, "%s", si.obj);
	else if (r > 0)
		snprintf(buf, len, "%s`0x%llx", si.obj, (unsigned long long)addr);
	else if (fmt == DT_SYMFMT_ADDR && addr > si.symaddr)
		snprintf(buf, len, "%s`%s+0x%llx", si.obj, si.name,
		    (unsigned long long)(addr - si.symaddr));
	else
		snprintf(buf, len, "%s`%s", si.obj, si.name);
	free(dm);
}

/* the same for a kernel address (symbols of /proc/kallsyms, module "vmlinux") */
void
dt_kaddr_str(dtrace_hdl_t *dtp, uint64_t addr, int fmt, char *buf, size_t len)
{
	const char *sym, *mod;
	uint64_t off;

	if (dt_ksym_addr(dtp, addr, &sym, &mod, &off) != 0 || off >= (1ULL << 24))
		snprintf(buf, len, "0x%llx", (unsigned long long)addr);
	else if (fmt == DT_SYMFMT_MOD)
		snprintf(buf, len, "%s", mod);
	else if (fmt == DT_SYMFMT_ADDR && off != 0)
		snprintf(buf, len, "%s`%s+0x%llx", mod, sym, (unsigned long long)off);
	else
		snprintf(buf, len, "%s`%s", mod, sym);
}

void
dt_usyms_fini(dtrace_hdl_t *dtp)
{
	struct dt_usyms *us = dtp->usyms;

	if (us == NULL)
		return;
	for (dt_uobj_t *o = us->objs, *n; o != NULL; o = n) {
		n = o->next;
		dt_uobj_close(o);
	}
	for (dt_uproc_t *p = us->procs, *n; p != NULL; p = n) {
		n = p->next;
		free(p->maps);
		free(p);
	}
	if (us->cxxlib != NULL && us->cxxlib != (void *)-1)
		dlclose(us->cxxlib);
	free(us);
	dtp->usyms = NULL;
}
