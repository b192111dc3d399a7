/*
 * dt_prov_pid.c: the pid provider: function boundaries and instructions of
 * one process (an instance provider: pid1234, pid$target).
 *
 * Probes: pid<PID>:<module>:<function>:entry, :return and :<offset>, the
 * offset of an instruction from the function's start in hex without 0x
 * (pid$target:a.out:main:1c).  Modules are the ELF objects the process has
 * mapped executable, named by basename (libc.so.6); the executable is also
 * matched by the name a.out, as in DTrace (its probes show its basename,
 * as illumos shows it).  Functions are the object's function symbols with
 * a size (FUNC and GNU_IFUNC), from its .symtab or else its .dynsym: a
 * glob matches one name per address (dt_uobj.c), and a function named
 * exactly may be named by any of its names.  An ifunc's symbol is its resolver, so
 * pid$target:libc.so.6:strlen:entry fires when the resolver runs, not on
 * calls: the implementations (__strlen_avx2) are local symbols, in
 * .symtab only, which Debian strips from libc.
 *
 * Probes are made lazily from descriptions that name the instance, or a
 * glob over providers that matches it (p*d$target); one that names no
 * provider (::main:entry) matches only probes already made.  A probe name that is not a
 * glob is entry, return or an offset: an offset outside the function is
 * D_PROC_OFF, one not on an instruction boundary D_PROC_ALIGN, anything
 * else D_PROC_NAME (for a function named exactly; a glob over functions
 * leaves out those an offset does not fit).  Places whose instruction
 * Linux's uprobes refuse (a lock or segment prefix, int3: dt_x86dec.c)
 * are left out of globs and are D_PROC_CREATEFAIL when named exactly.  An empty or glob probe name
 * means entry, return and every instruction offset but 0 (the entry's
 * place) that it matches, found by decoding the function
 * (dt_x86dec.c).  A program may enable at most DT_PID_MAXPROBES probes of
 * one process (D_PROC_CREATEFAIL beyond, as DTrace's fasttrap refuses
 * more); listing (dtrace -l) has no limit.
 *
 * Arguments: at entry and at an offset argN is the N-th argument register
 * or stack word, at return arg0 is 0 (the return site is unknown to a
 * uretprobe) and arg1 the return value (dt_uprobe.c, dt_regs.c).  args[]
 * is typed from the prototype where the object has BTF (gcc -gbtf) that
 * describes the function (pid_args), else uint64_t words, as DTrace has
 * them where it knows no prototype (there is no CTF here).
 *
 * Mechanism: the uprobe program kind of dt_uprobe.c.  A probe's pdata is
 * its place: the file offset (bits 0..46), the return flag (bit 47) and
 * the module's index in the instance's state (bits 48..63).  At attach,
 * the enabled probes of each module become one uprobe_multi link for
 * entries and offsets and one for returns, with the process's pid as the
 * link's filter: only that process fires them, and closing the links
 * (also by the kernel when dtrace dies) removes every breakpoint.
 *
 * State: per instance, the process's modules as read from /proc/PID/maps
 * when the instance is made and again at each description naming it (new
 * ones appended: libraries loaded with dlopen since; the libraries the
 * dynamic linker maps before main are there from the start, a -c process
 * waiting at its entry point), each with its ELF object read on first
 * need, its links, and which of its enabled probes are attached (ids
 * below upto).
 *
 * Following (dt_follow.c, pid_follow): while tracing, an exec or a library
 * load of the process re-reads its modules: new ones are appended (and
 * only they are matched by the descriptions resolved again, st->from,
 * until the attach), those of the old image that the new one does not map
 * yet are stale (links kept, for the libraries the new image maps again;
 * no probes made), and dead at the next exec (links closed by the attach
 * after the new ones are on).  A probe of the same name in a new module
 * keeps its id and takes the new place (pdata).  The window is dt_follow.c's.
 */
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>
#include "dt_impl.h"
#include "dt_bpf.h"
#include "dt_probe_flags.h"
#include "dt_providers.h"
#include "dt_uobj.h"
#include "dt_uprobe.h"
#include "dt_x86dec.h"

extern const dt_provops_t dt_prov_pid;

#define PID_OFFMASK	((1ULL << 47) - 1)
#define PID_RETURN	(1ULL << 47)
#define PID_MODSHIFT	48
#define DT_PID_MAXPROBES	250000

typedef struct pid_mod {
	char *path;		/* as /proc/PID/maps names it */
	char *name;		/* its basename */
	int exe;		/* the executable: also "a.out" */
	int tried;		/* obj read (or found unreadable) */
	dt_uobj_t *obj;
	int btf_tried;		/* btf read (or found missing) */
	struct btf *btf;
	uint64_t ino;		/* the file's inode number */
	int stale;		/* of the image before the last exec, not (yet) mapped
				 * by the new one: its links stay, it gains no probes */
	int dead;		/* not mapped by the images of two execs: links closed */
	uint32_t upto;		/* its enabled probes with lower ids are attached */
	dt_ulinks_t links;	/* their links (closed once it is dead) */
} pid_mod_t;

typedef struct dt_pid {
	int pid;
	int nmods, cap;
	pid_mod_t *mods;
	int made;		/* probes made for programs (not for dtrace -l) */
	int from;		/* descriptions are matched in modules from here on:
				 * those new since the last attach while following */
} dt_pid_t;

/* a mapping of the process: its file appended to the modules if new */
static int
pid_add_mod(void *arg, const dt_umap_t *um)
{
	dt_pid_t *st = arg;
	pid_mod_t *m;

	for (int i = 0; i < st->nmods; i++) {
		if (!st->mods[i].dead && st->mods[i].ino == um->ino &&
		    strcmp(st->mods[i].path, um->path) == 0) {
			st->mods[i].stale = 0;	/* mapped by the new image too */
			return 0;
		}
	}
	if (st->nmods >= st->cap) {
		st->cap = st->cap ? st->cap * 2 : 16;
		st->mods = dt_realloc(st->mods, st->cap * sizeof(pid_mod_t));
	}
	m = &st->mods[st->nmods++];
	memset(m, 0, sizeof(*m));
	m->path = dt_strdup(um->path);
	m->name = dt_strdup(strrchr(um->path, '/') + 1);
	m->exe = um->exe;
	m->ino = um->ino;
	return 0;
}

/*
 * The files the process maps executable, in address order, each once;
 * those new since the last read are appended (the modules' indices stay).
 */
static int
pid_read_mods(dtrace_hdl_t *dtp, dt_pid_t *st)
{
	/*
	 * A process that has exited (a -p one may, at any time) cannot be
	 * read, or maps nothing (a running one maps at least its executable)
	 */
	if (dt_uprobe_maps(st->pid, pid_add_mod, st) != 0)
		return dt_uprobe_grab_err(dtp, st->pid, errno);
	if (st->nmods == 0)
		return dt_uprobe_grab_err(dtp, st->pid, 0);
	return 0;
}

/* the kernel's largest process id */
static long
pid_max(void)
{
	FILE *fp = fopen("/proc/sys/kernel/pid_max", "re");
	long v = 4194304;	/* PID_MAX_LIMIT on 64-bit */

	if (fp != NULL) {
		if (fscanf(fp, "%ld", &v) != 1)
			v = 4194304;
		fclose(fp);
	}
	return v;
}

/* the instance pid<N>: N must be a process id, and the process must exist */
static int
pid_instance(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	dt_pid_t *st;

	if (pv->pid > pid_max())
		return dt_set_err(dtp, D_PROC_BADPID, "'%s' does not contain a valid pid",
		    pv->name);
	if (kill(pv->pid, 0) != 0 && errno == ESRCH)	/* gone: "it has exited" if it was $target */
		return dt_uprobe_grab_err(dtp, pv->pid, ESRCH);
	st = dt_zalloc(sizeof(*st));
	st->pid = pv->pid;
	pv->state = st;
	if (pid_read_mods(dtp, st) != 0) {
		free(st);
		pv->state = NULL;
		return -1;
	}
	return 0;
}

static void
pid_fini(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	dt_pid_t *st = pv->state;

	(void)dtp;
	if (st == NULL)
		return;
	for (int i = 0; i < st->nmods; i++) {
		free(st->mods[i].path);
		free(st->mods[i].name);
		dt_uobj_close(st->mods[i].obj);
		btf__free(st->mods[i].btf);
		free(st->mods[i].links.fds);	/* closed with the library's attachments */
	}
	free(st->mods);
	free(st);
	pv->state = NULL;
}

/* the module's ELF object, read through the process's root; NULL if it cannot be */
static dt_uobj_t *
pid_obj(dt_pid_t *st, pid_mod_t *m)
{
	char path[PATH_MAX + 32];

	if (!m->tried) {
		m->tried = 1;
		snprintf(path, sizeof(path), "/proc/%d/root%s", st->pid, m->path);
		if ((m->obj = dt_uobj_open(path)) == NULL)
			m->obj = dt_uobj_open(m->path);
	}
	return m->obj;
}

static int
pid_isglob(const char *s)
{
	return *s == '\0' || strpbrk(s, "*?[") != NULL;
}

typedef struct pid_ctx {
	dtrace_hdl_t *dtp;
	dt_provider_t *pv;
	dt_pid_t *st;
	int mi;			/* the module's index */
	int listing;		/* dtrace -l: no limit */
} pid_ctx_t;

/*
 * Make one probe at the object's virtual address vaddr in function fn,
 * whose code is at code (NULL if unread), unless the kernel would refuse
 * a uprobe on its instruction: then the probe is left out of a glob, and
 * is an error if named exactly.
 */
static int
pid_make(pid_ctx_t *c, const dt_usym_t *fn, const uint8_t *code, const char *name,
    uint64_t vaddr, int ret, int exact)
{
	pid_mod_t *m = &c->st->mods[c->mi], *old;
	uint64_t off, at = vaddr - fn->value, pdata;
	dt_probe_t *p;
	uint32_t before = c->dtp->nprobes;

	if (dt_uobj_vaddr2off(m->obj, vaddr, &off) != 0 || off > PID_OFFMASK)
		return 0;	/* not in the file: nothing to place a uprobe on */
	if (code != NULL && !dt_x86_insn_uprobe_ok(code + at, fn->size - at)) {
		if (!exact)
			return 0;
		return dt_set_err(c->dtp, D_PROC_CREATEFAIL, "failed to create probe %s:%s:%s:%s: "
		    "the kernel cannot place a uprobe on its instruction", c->pv->name, m->name,
		    fn->name, name);
	}
	pdata = off | (ret ? PID_RETURN : 0) | ((uint64_t)c->mi << PID_MODSHIFT);
	p = dt_probe_create(c->dtp, c->pv, m->name, fn->name, name, &dt_uprobe_kind, pdata);
	old = &c->st->mods[p->pdata >> PID_MODSHIFT];
	if (old->dead || old->stale)
		p->pdata = pdata;	/* the same probe in the image exec()ed since */
	if (m->exe)
		p->modalias = "a.out";
	if (!c->listing && c->dtp->nprobes != before && ++c->st->made > DT_PID_MAXPROBES)
		return dt_set_err(c->dtp, D_PROC_CREATEFAIL, "failed to create probes in process "
		    "%d: more than %d pid probes", c->st->pid, DT_PID_MAXPROBES);
	return 0;
}

/* function fn's code (fn->size bytes, then 16 zeros), or NULL if it cannot be read */
static uint8_t *
pid_code(pid_mod_t *m, const dt_usym_t *fn)
{
	uint8_t *code = dt_zalloc(fn->size + 16);

	if (dt_uobj_read(m->obj, fn->value, code, fn->size) != 0) {
		free(code);
		return NULL;
	}
	return code;
}

/* the instruction offsets of size bytes of code (ascending, 0 first) into *offs; how many */
static int
pid_insns(const uint8_t *code, uint64_t size, uint32_t **offs)
{
	int n = 0;

	*offs = dt_zalloc((size + 1) * sizeof(uint32_t));
	for (uint64_t o = 0; o < size;) {
		int len = dt_x86_insn_len(code + o, size - o);

		if (len <= 0)
			break;	/* not code we know (data in text): stop there */
		(*offs)[n++] = (uint32_t)o;
		o += (uint64_t)len;
	}
	return n;
}

/* an offset probe named prb (not a glob) of function fn, if it is one */
static int
pid_offset(pid_ctx_t *c, const dt_usym_t *fn, const uint8_t *code, const char *prb,
    int funcglob)
{
	dtrace_hdl_t *dtp = c->dtp;
	unsigned long long off;
	uint32_t *offs;
	char *end, name[32];
	int n;

	errno = 0;
	off = strtoull(prb, &end, 16);
	if (*end != '\0' || errno != 0 || strspn(prb, "0123456789abcdefABCDEF") != strlen(prb))
		return dt_set_err(dtp, D_PROC_NAME, "'%s' is an invalid probe name", prb);
	if (off >= fn->size) {
		if (funcglob)
			return 0;
		return dt_set_err(dtp, D_PROC_OFF, "offset 0x%llx outside of function '%s'", off,
		    fn->name);
	}
	if (code == NULL)
		return dt_set_err(dtp, D_PROC_CREATEFAIL, "failed to create probe at "
		    "'%s+0x%llx': its code cannot be read", fn->name, off);
	n = pid_insns(code, fn->size, &offs);
	for (int i = 0; i < n; i++) {
		if (offs[i] == off) {
			free(offs);
			snprintf(name, sizeof(name), "%llx", off);
			return pid_make(c, fn, code, name, fn->value + off, 0, !funcglob);
		}
	}
	free(offs);
	if (funcglob)
		return 0;
	return dt_set_err(dtp, D_PROC_ALIGN, "offset 0x%llx is not aligned on an instruction "
	    "of '%s'", off, fn->name);
}

/* the instruction probes of function fn but at 0 (the entry's) that glob prb matches */
static int
pid_offsets(pid_ctx_t *c, const dt_usym_t *fn, const uint8_t *code, const char *prb)
{
	char name[32];
	uint32_t *offs;
	int n = pid_insns(code, fn->size, &offs), rc = 0;

	for (int i = 1; i < n && rc == 0; i++) {
		snprintf(name, sizeof(name), "%x", offs[i]);
		if (dt_gmatch(name, prb))
			rc = pid_make(c, fn, code, name, fn->value + offs[i], 0, 0);
	}
	free(offs);
	return rc;
}

/* the probes of function fn that probe name prb matches */
static int
pid_func(pid_ctx_t *c, const dt_usym_t *fn, const char *prb, int funcglob)
{
	uint8_t *code = pid_code(&c->st->mods[c->mi], fn);
	int rc = 0;

	if (!pid_isglob(prb)) {
		if (strcmp(prb, "entry") == 0 || strcmp(prb, "return") == 0)
			rc = pid_make(c, fn, code, prb, fn->value, prb[0] == 'r', !funcglob);
		else
			rc = pid_offset(c, fn, code, prb, funcglob);
		free(code);
		return rc;
	}
	if (dt_gmatch("entry", prb))
		rc = pid_make(c, fn, code, "entry", fn->value, 0, 0);
	if (rc == 0 && dt_gmatch("return", prb))
		rc = pid_make(c, fn, code, "return", fn->value, 1, 0);
	if (rc == 0 && code != NULL)
		rc = pid_offsets(c, fn, code, prb);
	free(code);
	return rc;
}

static int
pid_provide(dtrace_hdl_t *dtp, dt_provider_t *pv, const dt_pdesc_t *pd)
{
	dt_pid_t *st = pv->state;
	pid_ctx_t c = { dtp, pv, st, 0, dtp->listing };
	int funcglob = pid_isglob(pd->fun);

	if (st == NULL)
		return 0;	/* the provider itself, not an instance */
	if (pd->prv[0] == '\0')
		return 0;	/* not named (:::END, ::main:entry): only probes made already */
	if (pid_read_mods(dtp, st) != 0)
		dtp->errmsg[0] = '\0';	/* it has exited: what was seen stays */
	for (c.mi = st->from; c.mi < st->nmods; c.mi++) {
		pid_mod_t *m = &st->mods[c.mi];
		dt_uobj_t *o;

		if (m->dead || m->stale)
			continue;
		if (!dt_gmatch(m->name, pd->mod) && !(m->exe && dt_gmatch("a.out", pd->mod)))
			continue;
		if ((o = pid_obj(st, m)) == NULL)
			continue;
		if (!funcglob) {	/* by any of its names */
			const dt_usym_t *fn = dt_uobj_func(o, pd->fun);

			if (fn != NULL && pid_func(&c, fn, pd->prb, 0) != 0)
				return -1;
			continue;
		}
		for (size_t i = 0; i < o->nsyms; i++) {
			const dt_usym_t *fn = &o->syms[i];

			if (!dt_usym_isfunc(fn) || !dt_gmatch(fn->name, pd->fun))
				continue;
			if (pid_func(&c, fn, pd->prb, funcglob) != 0)
				return -1;
		}
	}
	return 0;
}

/* the module's BTF (.BTF of an object built with gcc -gbtf), or NULL */
static struct btf *
pid_btf(dt_pid_t *st, pid_mod_t *m)
{
	char path[PATH_MAX + 32];

	if (!m->btf_tried) {
		m->btf_tried = 1;
		if (pid_obj(st, m) == NULL || !m->obj->has_btf)
			return NULL;	/* (libbpf would say so on stderr) */
		snprintf(path, sizeof(path), "/proc/%d/root%s", st->pid, m->path);
		if ((m->btf = btf__parse_elf(path, NULL)) == NULL || libbpf_get_error(m->btf))
			m->btf = NULL;
	}
	return m->btf;
}

/*
 * Is type (as dt_fbt_typestr writes it) one that means the same in user
 * space as to the checker, which knows the kernel's types: C's integer
 * types, void, and the integer typedefs of the same size in both?
 */
static int
pid_plaintype(const char *type)
{
	static const char *const ok[] = { "const", "volatile", "char", "short", "int", "long",
	    "unsigned", "signed", "void", "_Bool", "size_t", "ssize_t", "int8_t", "int16_t",
	    "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "intptr_t",
	    "uintptr_t", "pid_t", "uid_t", "gid_t", NULL };
	char buf[64], *save = NULL;

	snprintf(buf, sizeof(buf), "%s", type);
	for (char *w = strtok_r(buf, " *", &save); w != NULL; w = strtok_r(NULL, " *", &save)) {
		int i;

		for (i = 0; ok[i] != NULL && strcmp(ok[i], w) != 0; i++)
			;
		if (ok[i] == NULL)
			return 0;
	}
	return 1;
}

/*
 * Arguments: where the module has BTF describing the function, entry and
 * return probes have the types of its prototype (dt_fbt_proto_types):
 * C's integer types and pointers to them as they are, other pointers as
 * void *, other scalars as uint64_t; they stop before a floating-point
 * argument (passed in another register file, so the words from there on
 * are not the arguments').  Otherwise, and at offsets, untyped words:
 * arg0..arg5 at entry, arg0 (0) and arg1 (the return value) at return.
 */
static int
pid_args(dtrace_hdl_t *dtp, const dt_probe_t *p, dt_argdesc_t *args, int max)
{
	dt_pid_t *st = p->prov->state;
	int ret = (p->pdata & PID_RETURN) != 0, n = ret ? 2 : 6, id;
	pid_mod_t *m = st != NULL ? &st->mods[p->pdata >> PID_MODSHIFT] : NULL;
	struct btf *btf = m != NULL ? pid_btf(st, m) : NULL;
	char (*types)[64];

	(void)dtp;
	if (btf != NULL && (ret || strcmp(p->name, "entry") == 0) &&
	    (id = btf__find_by_name_kind(btf, p->func, BTF_KIND_FUNC)) > 0) {
		types = dt_zalloc(max * sizeof(*types));
		n = dt_fbt_proto_types(btf, id, ret, types, max);
		for (int i = 0; i < n; i++) {
			if (strstr(types[i], "float") != NULL || strstr(types[i], "double") != NULL) {
				n = i;
				break;
			}
			dt_argdesc_native(&args[i], i, pid_plaintype(types[i]) ? types[i] :
			    strchr(types[i], '*') != NULL ? "void *" : "uint64_t");
		}
		free(types);
		return n;
	}
	if (n > max)
		n = max;
	for (int i = 0; i < n; i++)
		dt_argdesc_native(&args[i], i, "uint64_t");
	return n;
}

/*
 * The enabled probes of module mi, entries and offsets (ret 0) or returns,
 * as one link.  Places whose instructions the kernel refuses to probe are
 * left out, counted in *nrefused, the first named in first.
 */
static int
pid_attach_set(dtrace_hdl_t *dtp, dt_provider_t *pv, int prog_fd, int mi, int ret,
    int *nrefused, char *first, size_t flen)
{
	dt_pid_t *st = pv->state;
	uint64_t *offs = dt_zalloc(2 * dtp->nprobes * sizeof(uint64_t));
	uint64_t *cookies = offs + dtp->nprobes;
	uint8_t *refused = dt_zalloc(dtp->nprobes);
	dt_probe_t **probes = dt_zalloc(dtp->nprobes * sizeof(dt_probe_t *));
	char path[PATH_MAX + 32], what[PATH_MAX + 64];
	dt_uprobe_set_t s = { .path = path, .ret = ret, .pid = st->pid, .offsets = offs,
	    .cookies = cookies, .what = what, .refused = refused, .links = &st->mods[mi].links };
	int rc;

	for (uint32_t i = 1; i < dtp->nprobes; i++) {
		dt_probe_t *p = dtp->probes[i];

		if (p == NULL || !p->enabled || p->prov != pv || p->id < st->mods[mi].upto ||
		    (int)(p->pdata >> PID_MODSHIFT) != mi || ((p->pdata & PID_RETURN) != 0) != ret)
			continue;
		probes[s.n] = p;
		offs[s.n] = p->pdata & PID_OFFMASK;
		cookies[s.n++] = DT_COOKIE(p->id, ret ? DT_CK_RETURN : 0);
	}
	snprintf(path, sizeof(path), "/proc/%d/root%s", st->pid, st->mods[mi].path);
	snprintf(what, sizeof(what), "%s:%s", pv->name, st->mods[mi].name);
	rc = dt_uprobe_attach(dtp, prog_fd, &s);
	for (int i = 0; rc == 0 && i < s.n; i++) {
		if (!refused[i])
			continue;
		if ((*nrefused)++ == 0)
			snprintf(first, flen, "%s:%s:%s:%s", pv->name, probes[i]->mod, probes[i]->func,
			    probes[i]->name);
	}
	free(offs);	/* and cookies */
	free(refused);
	free(probes);
	return rc;
}

static int
pid_attach(dtrace_hdl_t *dtp, dt_provider_t *pv, struct dt_program *pgp)
{
	dt_pid_t *st = pv->state;
	int kind = dt_pkind_index(&dt_uprobe_kind);
	int fd = pgp->progs[kind].fd;

	char first[1024];
	int nref = 0;

	if (st == NULL)
		return 0;
	st->from = 0;
	if (pgp->progs[kind].ninsns == 0)
		return 0;
	for (int mi = 0; mi < st->nmods; mi++) {
		if (st->mods[mi].dead || st->mods[mi].stale)
			continue;
		if (pid_attach_set(dtp, pv, fd, mi, 0, &nref, first, sizeof(first)) != 0 ||
		    pid_attach_set(dtp, pv, fd, mi, 1, &nref, first, sizeof(first)) != 0)
			return -1;
		st->mods[mi].upto = dtp->nprobes;
	}
	for (int mi = 0; mi < st->nmods; mi++)	/* the old image's, once the new one's are on */
		if (st->mods[mi].dead && st->mods[mi].links.n > 0)
			dt_ulinks_close(dtp, &st->mods[mi].links);
	if (nref > 0)
		dt_diag(dtp, "%s%s: %d probe%s left out: the kernel cannot place a uprobe on %s "
		    "instruction%s", first, nref > 1 ? " and others" : "", nref, nref == 1 ? "" : "s",
		    nref == 1 ? "its" : "their", nref == 1 ? "" : "s");
	return 0;
}

/*
 * Following the process (dt_follow.c): after an exec, a file the new image
 * maps too (the same path and inode: an exec of the same program, the
 * same libraries) keeps its probes and links (a uprobe is on the file,
 * and the link's filter is the process, which an exec keeps).  The others
 * become stale: the new image has not mapped them yet (at the exec only
 * the executable and the dynamic linker are mapped; the linker maps the
 * libraries after it), so their links stay, for the libraries that it
 * maps again (then live again), but no probes are made in them.  At the
 * next exec, those still stale are dead: their links are closed by the
 * attach that follows.  After a library load the new files are appended.
 * An exited process keeps what was seen.
 */
static int
pid_follow(dtrace_hdl_t *dtp, dt_provider_t *pv, int event)
{
	dt_pid_t *st = pv->state;

	if (st == NULL)
		return 0;
	for (int i = 0; i < st->nmods && event == DT_FOLLOW_EXEC; i++) {
		st->mods[i].dead |= st->mods[i].stale;
		st->mods[i].stale = !st->mods[i].dead;
	}
	st->from = st->nmods;	/* until the attach, only new ones are matched */
	return pid_read_mods(dtp, st);
}

static const dt_progkind_t *const pid_kinds[] = { &dt_uprobe_kind, NULL };

const dt_provops_t dt_prov_pid = {
	.name = "pid",
	.instances = 1,
	.attr_desc = "Unstable/Unstable/ISA",
	.attr_args = "Unstable/Unstable/ISA",
	.kinds = pid_kinds,
	.tracer_frames = dt_uprobe_frames,
	.provide = pid_provide,
	.args = pid_args,
	.instance = pid_instance,
	.attach = pid_attach,
	.fini = pid_fini,
	.follow = pid_follow,
};
