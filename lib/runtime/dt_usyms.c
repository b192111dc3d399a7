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
 * it has no .symtab (stripped libraries); the objects, their segments,
 * symbols (one per address, chosen as illumos' libproc chooses) and build
 * ids are read by lib/providers/dt_uobj.c, which the pid provider shares.
 * An address beyond the end of a sized symbol is not in it.
 *
 * Caches, owned by the handle and freed with it (dt_usyms_fini):
 *   - objects by (device, inode, path), each loaded once, symbols sorted
 *     by address; an object that cannot be read is kept as a failed entry
 *     (its name still places addresses: "libfoo.so`0x...");
 *   - processes by pid, with the mappings last read.  A lookup outside
 *     every known mapping re-reads them (the process may have mapped more
 *     since); the consumer also refreshes the processes it watches
 *     (dt_usyms_refresh) and, every aggrate (1s), reads the mappings of the
 *     new processes in aggregation keys (dt_stack_watch_keys);
 *   - an index of build ids to files (us_bid_scan), built at first need,
 *     with the directories in it (each scanned once: us_bid_dir).
 *
 * Processes that have exited.  Records and keys are printed long after
 * they fired (at END, at a tick): a process that lived a few milliseconds
 * has no /proc/PID/maps by then, and the consumer may never have seen it
 * alive.  So the first firing of each process that records a user stack
 * or symbol samples its objects (dt_cg_stack.c's cg_usample, into the LRU
 * map DT_MAP_USAMPLE keyed by pid): its user stack twice, as PCs and as
 * the kernel's build id and file offset of each PC (BPF_F_USER_BUILD_ID),
 * and the path of its executable.  When an address of a process is in no
 * mapping known and /proc has no more, its sample is read (us_sample, once
 * per process): each frame's build id names an object, found among those
 * already read from any process's maps (the -c command's, dtrace's own
 * libraries), or the executable's file if it has that build id, or in the
 * index of the regular files of the usual directories (dtrace's cwd, the
 * directories of the objects seen, PATH, LD_LIBRARY_PATH, /usr/local/lib,
 * /usr/lib, /lib: ~2,500 files here, ~10ms warm, rebuilt at a miss when
 * older than 5s; and at a miss, the executable's directory: the program's
 * own libraries beside it), and the PC less the object's virtual address of the
 * offset places all the object's load segments in the process (a frame
 * whose PC and offset are not one distance from a page boundary is not
 * trusted).  The kernel gives no build ids while the process's mmap lock
 * is contended (another tracer registering uprobes in its libraries did it
 * to 1 process in 20 here): such a sample is taken again by the process's
 * next firings (DT_USAMPLE_TRIES), and a process that fired once then
 * prints addresses.
 *
 * Why this design, measured (bench/ustack-per-firing.sh, getpid() with
 * @[ustack()] = count(), a 4-frame stack, ns per firing): ustack() 800,
 * with the sample's lookup 839 (noise is +-40); recording build ids in
 * every ustack() instead costs 1006 (the kernel's build id parse, ~50ns
 * a frame), and would make each frame 32 bytes instead of 8 (100 frames:
 * 3.2kB keys, more than an aggregation key may have); a probe on
 * sched_process_exec telling the consumer of new processes leaves a race
 * with processes that exit before the consumer reads /proc.  Limits: an
 * object that is on no stack of the first firing (mapped later, or only
 * reached by later firings) is known only if the consumer read the
 * process's maps while it lived (the key scan every aggrate, the -c/-p
 * processes); an object without a build id, or deleted, or outside the
 * directories indexed, leaves its addresses as numbers (a copy of it with
 * its build id, wherever indexed, names it: basenames may differ); a pid
 * reused while tracing is taken for the first process of that pid.
 *
 * Objects are named by basename, as DTrace does: "libc.so.6`write+0x14";
 * C++ symbols are demangled through libstdc++'s __cxa_demangle when the
 * library is there (loaded with dlopen on first need, no build dependency).
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <dlfcn.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <time.h>
#include <bpf/bpf.h>
#include <linux/bpf.h>
#include "dt_impl.h"
#include "dt_front.h"
#include "dt_back.h"
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
	int sampled;		/* its sample (DT_MAP_USAMPLE) was read */
	struct dt_uproc *next;
} dt_uproc_t;

typedef char *dt_cxa_demangle_f(const char *, char *, size_t *, int *);

struct dt_usyms {
	struct dt_uobj *objs;
	dt_uproc_t *procs;
	void *cxxlib;		/* libstdc++, opened at the first C++ name (-1: absent) */
	dt_cxa_demangle_f *demangle;
	uint64_t keyscan;	/* CLOCK_MONOTONIC ns of the last scan of keys (dt_stack.c) */
	struct dt_ubid *bids;	/* the index of build ids to files (us_bid_scan) */
	uint64_t bidscan;	/* CLOCK_MONOTONIC ns of its last scan, 0: never */
	struct { dev_t dev; ino_t ino; } *scanned;	/* the directories in it */
	int nscanned;
};

typedef struct dt_ubid {	/* an ELF file of the scanned directories */
	unsigned char bid[DT_BID_MAX];
	char *path;
	struct dt_ubid *next;
} dt_ubid_t;

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

/* ---- build ids: the objects of processes that have exited ---- */

/* add the regular ELF files of directory dir that have a build id to the index */
static void
us_bid_scandir(struct dt_usyms *us, const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *de;

	if (d == NULL)
		return;
	while ((de = readdir(d)) != NULL) {
		char path[4096];
		unsigned char bid[DT_BID_MAX];
		struct stat st;
		dt_ubid_t *b;
		int fd;

		if (de->d_name[0] == '.' || (de->d_type != DT_REG && de->d_type != DT_UNKNOWN))
			continue;	/* symlinks: /proc/PID/maps names the files they lead to */
		if (snprintf(path, sizeof(path), "%s/%s", dir, de->d_name) >= (int)sizeof(path))
			continue;
		if ((fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)) < 0)
			continue;
		if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size >= 64 &&
		    dt_uobj_fd_buildid(fd, bid) == 0) {
			b = dt_zalloc(sizeof(*b));
			memcpy(b->bid, bid, DT_BID_MAX);
			b->path = dt_strdup(path);
			b->next = us->bids;
			us->bids = b;
		}
		close(fd);
	}
	closedir(d);
}

/*
 * Add the files of directory dir to the index, unless it is there already
 * (/lib and /usr/lib are one on merged-/usr systems).  Returns 1 if it was
 * scanned now.
 */
static int
us_bid_dir(struct dt_usyms *us, const char *dir)
{
	struct stat st;

	if (dir[0] != '/' || stat(dir, &st) != 0 || !S_ISDIR(st.st_mode))
		return 0;
	for (int i = 0; i < us->nscanned; i++)
		if (us->scanned[i].dev == st.st_dev && us->scanned[i].ino == st.st_ino)
			return 0;
	if (us->nscanned % 32 == 0)
		us->scanned = dt_realloc(us->scanned, (us->nscanned + 32) * sizeof(*us->scanned));
	us->scanned[us->nscanned].dev = st.st_dev;
	us->scanned[us->nscanned++].ino = st.st_ino;
	us_bid_scandir(us, dir);
	return 1;
}

/* the same for each directory of a colon-separated list (PATH, LD_LIBRARY_PATH) */
static void
us_bid_list(struct dt_usyms *us, const char *list)
{
	char buf[4096];

	while (list != NULL && *list != '\0') {
		size_t len = strcspn(list, ":");

		if (len > 0 && len < sizeof(buf)) {
			memcpy(buf, list, len);
			buf[len] = '\0';
			us_bid_dir(us, buf);
		}
		list += len + (list[len] == ':');
	}
}

/* the directory of path (an object's or executable's) into the index */
static int
us_bid_dirof(struct dt_usyms *us, const char *path)
{
	const char *slash = strrchr(path, '/');
	char dir[4096];

	if (slash == NULL || (size_t)(slash - path) >= sizeof(dir))
		return 0;
	memcpy(dir, path, slash - path);
	dir[slash - path] = '\0';
	return us_bid_dir(us, dir[0] ? dir : "/");
}

/*
 * (Re)build the index of build ids: the files of the directories where
 * programs and libraries are looked for, one level deep: dtrace's own
 * directory, those of the objects seen in processes so far (dtrace's own
 * libraries among them, which names the system's library directory), the
 * PATH and LD_LIBRARY_PATH directories, and /usr/local/lib, /usr/lib and
 * /lib; later, the directory of each sampled executable (us_obj_bid).  A
 * few thousand files, read a few hundred bytes each.
 */
static void
us_bid_scan(struct dt_usyms *us)
{
	char cwd[4096];

	for (dt_ubid_t *b = us->bids, *next; b != NULL; b = next) {
		next = b->next;
		free(b->path);
		free(b);
	}
	us->bids = NULL;
	us->nscanned = 0;
	us->bidscan = us_now();
	if (getcwd(cwd, sizeof(cwd)) != NULL)
		us_bid_dir(us, cwd);
	for (dt_uobj_t *o = us->objs; o != NULL; o = o->next)
		us_bid_dirof(us, o->path);
	us_bid_list(us, getenv("PATH"));
	us_bid_list(us, getenv("LD_LIBRARY_PATH"));
	us_bid_list(us, "/usr/local/lib:/usr/lib:/lib");
}

/* the object read from path if the file there has build id bid, else NULL */
static dt_uobj_t *
us_obj_bidpath(struct dt_usyms *us, const unsigned char *bid, const char *path)
{
	unsigned char fbid[DT_BID_MAX];
	struct stat st;
	dt_uobj_t *o;
	int fd, ok;

	if ((fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)) < 0)
		return NULL;
	ok = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && dt_uobj_fd_buildid(fd, fbid) == 0 &&
	    memcmp(fbid, bid, DT_BID_MAX) == 0;
	close(fd);
	if (!ok)
		return NULL;
	o = us_obj(us, path, ((uint64_t)major(st.st_dev) << 32) | minor(st.st_dev), st.st_ino,
	    path);
	return !o->failed && memcmp(o->bid, bid, DT_BID_MAX) == 0 ? o : NULL;
}

/*
 * The object whose build id is bid: one already read (from the maps of a
 * process), else the file at exe (the sampled process's executable) if it
 * has that build id, else a file of the index, which is built at the first
 * need and rebuilt at a miss when it is older than 5s (new files), and
 * takes in the executable's directory at a miss.  NULL if none.
 */
static dt_uobj_t *
us_obj_bid(struct dt_usyms *us, const unsigned char *bid, const char *exe)
{
	static const unsigned char none[DT_BID_MAX];
	dt_uobj_t *o;

	if (memcmp(bid, none, DT_BID_MAX) == 0)
		return NULL;
	for (o = us->objs; o != NULL; o = o->next)
		if (!o->failed && memcmp(o->bid, bid, DT_BID_MAX) == 0)
			return o;
	if (exe[0] == '/' && (o = us_obj_bidpath(us, bid, exe)) != NULL)
		return o;
	if (us->bidscan == 0 || us_now() - us->bidscan >= 5000000000ULL) {
		/* the maps of dtrace itself: the library directory to scan */
		dt_uproc_t self = { .pid = (int)getpid() };

		if (us->bidscan == 0 && us_read_maps(us, &self) == 0)
			free(self.maps);
		us_bid_scan(us);
	}
	for (int again = 0; again < 2; again++) {
		for (dt_ubid_t *b = us->bids; b != NULL; b = b->next)
			if (memcmp(b->bid, bid, DT_BID_MAX) == 0 &&
			    (o = us_obj_bidpath(us, bid, b->path)) != NULL)
				return o;
		/* libraries beside the program (its own, found through $ORIGIN) */
		if (again || exe[0] != '/' || !us_bid_dirof(us, exe))
			break;
	}
	return NULL;
}

/*
 * Complete what is known of process p's mappings from its sample (taken by
 * its first firing that recorded a user stack or symbol, dt_cg_stack.c):
 * each frame of the sampled stack gives a PC, and its object's build id
 * and the PC's file offset; the object, found by its build id, then places
 * all its load segments (the PC less the offset's virtual address in the
 * object is where the object was loaded).  Read once per process, when an
 * address is in no mapping known and /proc no longer has the process.
 * Returns 0 if it added mappings.
 */
static int
us_sample(dtrace_hdl_t *dtp, struct dt_usyms *us, dt_uproc_t *p)
{
	unsigned char buf[DT_USAMPLE_SIZE];
	char exe[DT_USAMPLE_PATHMAX + 1];
	uint32_t key = (uint32_t)p->pid;
	int fd = dtp->prog != NULL ? dt_map_fd(dtp, DT_MAP_USAMPLE) : -1, added = 0;

	if (p->sampled || fd < 0)
		return -1;
	p->sampled = 1;
	if (bpf_map_lookup_elem(fd, &key, buf) != 0)
		return -1;
	memcpy(exe, buf + DT_USAMPLE_PATHOFF, DT_USAMPLE_PATHMAX);
	exe[DT_USAMPLE_PATHMAX] = '\0';
	for (int i = 0; i < DT_USAMPLE_FRAMES; i++) {
		struct bpf_stack_build_id f;
		uint64_t pc, vaddr, base;
		dt_uobj_t *o;

		memcpy(&pc, buf + DT_USAMPLE_PCOFF + 8 * i, 8);
		memcpy(&f, buf + DT_USAMPLE_BIDOFF + sizeof(f) * i, sizeof(f));
		if (pc == 0)
			break;
		/* a PC and its file offset are one distance from a page boundary */
		if (f.status != BPF_STACK_BUILD_ID_VALID || (pc - f.offset) % 4096 != 0 ||
		    us_map(p, pc) != NULL ||
		    (o = us_obj_bid(us, f.build_id, exe)) == NULL ||
		    dt_uobj_off2vaddr(o, f.offset, &vaddr) != 0)
			continue;
		base = pc - vaddr;
		p->maps = dt_realloc(p->maps, (p->nmaps + o->nsegs) * sizeof(dt_umap_t));
		for (int s = 0; s < o->nsegs; s++) {
			dt_umap_t *m = &p->maps[p->nmaps++];

			m->start = base + o->segs[s].vaddr;
			m->end = m->start + (o->segs[s].memsz > o->segs[s].filesz ?
			    o->segs[s].memsz : o->segs[s].filesz);
			m->off = o->segs[s].off;
			m->obj = o;
		}
		added = 1;
	}
	return added ? 0 : -1;
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
	if (m == NULL && us_sample(dtp, us, p) == 0)
		m = us_map(p, addr);	/* it has exited: its sample */
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
	/* cppcheck-suppress returnDanglingLifetime ; d is __cxa_demangle's result, not &st */
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
	for (dt_ubid_t *b = us->bids, *n; b != NULL; b = n) {
		n = b->next;
		free(b->path);
		free(b);
	}
	free(us->scanned);
	if (us->cxxlib != NULL && us->cxxlib != (void *)-1)
		dlclose(us->cxxlib);
	free(us);
	dtp->usyms = NULL;
}
