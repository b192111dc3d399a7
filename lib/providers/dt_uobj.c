/*
 * dt_uobj.c: an ELF object of user space, read with libelf: its PT_LOAD
 * segments and its function symbols.
 *
 * The symbols are those of .symtab, or of .dynsym when there is no
 * .symtab (stripped libraries): functions (FUNC, GNU_IFUNC), data objects
 * and global untyped symbols, defined, sorted by address.  Among symbols at
 * one address only one is kept, chosen as illumos' libproc chooses: a
 * function before other types, a global or weak symbol before a local one,
 * fewer leading underscores, the smaller size, then the name.  So each
 * address has one name, which the user stack printer shows and the pid
 * provider names the probes of a glob by; the other names of functions are
 * kept aside (aliases), so that a function can be named by any of them
 * (pid$target::_exit:entry, where _Exit is preferred).
 *
 * Addresses: an object's virtual address and the file offset that holds it
 * are related by the PT_LOAD segment that holds both (vaddr = off -
 * p_offset + p_vaddr).  A process address becomes a file offset through its
 * mapping (dt_usyms.c); a uprobe is placed at a file offset (dt_uprobe.c).
 *
 * The object owns everything it points to; dt_uobj_close frees it.  It
 * keeps no descriptor: dt_uobj_read opens the file again.
 */
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "dt_impl.h"
#include "dt_uobj.h"

static int
us_leading_(const char *s)
{
	int n = 0;

	while (s[n] == '_')
		n++;
	return n;
}

/* which of two symbols at one address names it: < 0 if a */
static int
us_prefer(const dt_usym_t *a, const dt_usym_t *b)
{
	int fa = a->type == STT_FUNC || a->type == STT_GNU_IFUNC;
	int fb = b->type == STT_FUNC || b->type == STT_GNU_IFUNC;
	int la = a->bind == STB_LOCAL, lb = b->bind == STB_LOCAL;

	if (fa != fb)
		return fa ? -1 : 1;
	if (la != lb)
		return la ? 1 : -1;
	if (us_leading_(a->name) != us_leading_(b->name))
		return us_leading_(a->name) - us_leading_(b->name);
	if (a->size != b->size)
		return a->size < b->size ? -1 : 1;
	return strcmp(a->name, b->name);
}

static int
us_symcmp(const void *pa, const void *pb)
{
	const dt_usym_t *a = pa, *b = pb;

	if (a->value != b->value)
		return a->value < b->value ? -1 : 1;
	return us_prefer(a, b);
}

/* the symbols of one symbol table section, appended; returns the count added */
static size_t
us_read_symtab(Elf *elf, Elf_Scn *scn, GElf_Shdr *sh, dt_uobj_t *o, size_t *cap,
    size_t *poolsz, size_t *poolcap)
{
	Elf_Data *d = elf_getdata(scn, NULL);
	size_t n, added = 0;

	if (d == NULL || sh->sh_entsize == 0)
		return 0;
	n = sh->sh_size / sh->sh_entsize;
	for (size_t i = 0; i < n; i++) {
		GElf_Sym s;
		const char *nm;
		size_t len;
		int type;

		if (gelf_getsym(d, (int)i, &s) == NULL)
			continue;
		type = GELF_ST_TYPE(s.st_info);
		if ((type != STT_FUNC && type != STT_GNU_IFUNC && type != STT_OBJECT &&
		    type != STT_NOTYPE) || s.st_shndx == SHN_UNDEF || s.st_shndx == SHN_ABS ||
		    s.st_value == 0)
			continue;
		if ((nm = elf_strptr(elf, sh->sh_link, s.st_name)) == NULL || *nm == '\0')
			continue;
		if (type == STT_NOTYPE && GELF_ST_BIND(s.st_info) == STB_LOCAL)
			continue;	/* labels, $x mapping symbols */
		if (o->nsyms == *cap) {
			*cap = *cap ? *cap * 2 : 256;
			o->syms = dt_realloc(o->syms, *cap * sizeof(dt_usym_t));
		}
		len = strlen(nm) + 1;
		if (*poolsz + len > *poolcap) {
			while (*poolsz + len > *poolcap)
				*poolcap = *poolcap ? *poolcap * 2 : 4096;
			o->strpool = dt_realloc(o->strpool, *poolcap);
		}
		memcpy(o->strpool + *poolsz, nm, len);
		/* name holds a pool offset until the pool stops moving */
		o->syms[o->nsyms].name = (const char *)(uintptr_t)*poolsz;
		*poolsz += len;
		o->syms[o->nsyms].value = s.st_value;
		o->syms[o->nsyms].size = s.st_size;
		o->syms[o->nsyms].type = (unsigned char)type;
		o->syms[o->nsyms].bind = (unsigned char)GELF_ST_BIND(s.st_info);
		o->nsyms++;
		added++;
	}
	return added;
}

/*
 * The GNU build id of the ELF file open on fd, from its PT_NOTE segments
 * (read with pread alone: this also serves the scan of whole directories,
 * us_bid_scan), zero-padded to DT_BID_MAX bytes.  Returns -1 if it is not a
 * 64-bit ELF file or has no build id.
 */
int
dt_uobj_fd_buildid(int fd, unsigned char *bid)
{
	Elf64_Ehdr eh;
	Elf64_Phdr ph[64];
	int nph;

	if (pread(fd, &eh, sizeof(eh), 0) != (ssize_t)sizeof(eh) ||
	    memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0 || eh.e_ident[EI_CLASS] != ELFCLASS64 ||
	    eh.e_phentsize != sizeof(Elf64_Phdr) || eh.e_phnum == 0)
		return -1;
	nph = eh.e_phnum < 64 ? eh.e_phnum : 64;
	if (pread(fd, ph, nph * sizeof(Elf64_Phdr), (off_t)eh.e_phoff) !=
	    (ssize_t)(nph * sizeof(Elf64_Phdr)))
		return -1;
	for (int i = 0; i < nph; i++) {
		char notes[1024];
		size_t len = ph[i].p_filesz < sizeof(notes) ? ph[i].p_filesz : sizeof(notes);
		size_t at = 0;

		if (ph[i].p_type != PT_NOTE ||
		    pread(fd, notes, len, (off_t)ph[i].p_offset) != (ssize_t)len)
			continue;
		while (at + sizeof(Elf64_Nhdr) <= len) {	/* 4-byte aligned notes */
			Elf64_Nhdr nh;
			size_t name, desc;

			memcpy(&nh, notes + at, sizeof(nh));
			name = at + sizeof(nh);
			desc = name + ((nh.n_namesz + 3) & ~3U);
			if (desc + nh.n_descsz > len)
				break;
			if (nh.n_type == NT_GNU_BUILD_ID && nh.n_namesz == 4 &&
			    memcmp(notes + name, "GNU", 4) == 0 && nh.n_descsz > 0 &&
			    nh.n_descsz <= DT_BID_MAX) {
				memset(bid, 0, DT_BID_MAX);
				memcpy(bid, notes + desc, nh.n_descsz);
				return 0;
			}
			at = desc + ((nh.n_descsz + 3) & ~3U);
		}
	}
	return -1;
}

/*
 * Read an ELF object's load segments and function symbols (.symtab, or
 * .dynsym when there is no .symtab).  Returns NULL if path is not an ELF
 * file that can be read.
 */
dt_uobj_t *
dt_uobj_open(const char *path)
{
	dt_uobj_t *o;
	Elf *elf;
	Elf_Scn *scn = NULL, *symtab = NULL, *dynsym = NULL;
	GElf_Shdr symsh, dynsh;
	size_t nph, cap = 0, poolsz = 0, poolcap = 0, shstrndx;
	const char *secname;
	int fd;

	if (elf_version(EV_CURRENT) == EV_NONE)
		return NULL;
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return NULL;
	if ((elf = elf_begin(fd, ELF_C_READ, NULL)) == NULL || elf_kind(elf) != ELF_K_ELF) {
		if (elf != NULL)
			elf_end(elf);
		close(fd);
		return NULL;
	}
	o = dt_zalloc(sizeof(*o));
	(void)dt_uobj_fd_buildid(fd, o->bid);
	o->path = dt_strdup(path);
	o->base = strrchr(o->path, '/') ? strrchr(o->path, '/') + 1 : o->path;
	{
		GElf_Ehdr eh;

		o->etype = gelf_getehdr(elf, &eh) != NULL ? eh.e_type : ET_NONE;
	}
	if (elf_getphdrnum(elf, &nph) == 0 && nph > 0) {
		o->segs = dt_zalloc(nph * sizeof(dt_useg_t));
		for (size_t i = 0; i < nph; i++) {
			GElf_Phdr ph;

			if (gelf_getphdr(elf, (int)i, &ph) == NULL || ph.p_type != PT_LOAD)
				continue;
			o->segs[o->nsegs].vaddr = ph.p_vaddr;
			o->segs[o->nsegs].off = ph.p_offset;
			o->segs[o->nsegs].filesz = ph.p_filesz;
			o->segs[o->nsegs].memsz = ph.p_memsz;
			o->nsegs++;
		}
	}
	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		GElf_Shdr sh;

		if (gelf_getshdr(scn, &sh) == NULL)
			continue;
		if (elf_getshdrstrndx(elf, &shstrndx) == 0 &&
		    (secname = elf_strptr(elf, shstrndx, sh.sh_name)) != NULL &&
		    strcmp(secname, ".BTF") == 0)
			o->has_btf = 1;
		if (sh.sh_type == SHT_SYMTAB) {
			symtab = scn;
			symsh = sh;
		} else if (sh.sh_type == SHT_DYNSYM) {
			dynsym = scn;
			dynsh = sh;
		}
	}
	if (symtab == NULL || us_read_symtab(elf, symtab, &symsh, o, &cap, &poolsz, &poolcap) == 0)
		if (dynsym != NULL)
			us_read_symtab(elf, dynsym, &dynsh, o, &cap, &poolsz, &poolcap);
	elf_end(elf);
	close(fd);
	for (size_t i = 0; i < o->nsyms; i++)
		o->syms[i].name = o->strpool + (uintptr_t)o->syms[i].name;
	if (o->nsyms > 0)	/* (an object without symbols has no array) */
		qsort(o->syms, o->nsyms, sizeof(dt_usym_t), us_symcmp);
	/* keep the preferred symbol of each address; the other names of functions aside */
	{
		size_t w = 0;

		o->aliases = dt_zalloc((o->nsyms + 1) * sizeof(dt_usym_t));
		for (size_t i = 0; i < o->nsyms; i++) {
			if (w == 0 || o->syms[w - 1].value != o->syms[i].value)
				o->syms[w++] = o->syms[i];
			else if (dt_usym_isfunc(&o->syms[i]))
				o->aliases[o->naliases++] = o->syms[i];
		}
		o->nsyms = w;
	}
	return o;
}

void
dt_uobj_close(dt_uobj_t *o)
{
	if (o == NULL)
		return;
	free(o->path);
	free(o->syms);
	free(o->aliases);
	free(o->strpool);
	free(o->segs);
	free(o);
}

/* the object's virtual address of file offset off; -1 if no segment holds it */
int
dt_uobj_off2vaddr(const dt_uobj_t *o, uint64_t off, uint64_t *vaddrp)
{
	for (int i = 0; i < o->nsegs; i++) {
		const dt_useg_t *s = &o->segs[i];

		if (off >= s->off && off < s->off + (s->memsz > s->filesz ? s->memsz : s->filesz)) {
			*vaddrp = off - s->off + s->vaddr;
			return 0;
		}
	}
	return -1;
}

/*
 * The function containing the object's virtual address vaddr: its name and
 * address.  Returns -1 if there is none (before the first symbol, or past
 * the end of a sized one).
 */
int
dt_uobj_lookup(const dt_uobj_t *o, uint64_t vaddr, const char **namep, uint64_t *valuep)
{
	size_t lo = 0, hi = o->nsyms;
	const dt_usym_t *s;

	if (o->nsyms == 0 || vaddr < o->syms[0].value)
		return -1;
	while (hi - lo > 1) {
		size_t mid = (lo + hi) / 2;

		if (o->syms[mid].value <= vaddr)
			lo = mid;
		else
			hi = mid;
	}
	s = &o->syms[lo];
	if (s->size != 0 && vaddr >= s->value + s->size)
		return -1;
	if (s->size == 0 && s->type == STT_OBJECT)
		return -1;
	*namep = s->name;
	*valuep = s->value;
	return 0;
}

const char *
dt_uobj_name(const dt_uobj_t *o)
{
	return o->base;
}

/* the object's GNU build id into bid (DT_BID_MAX bytes, zero-padded); -1 if none */
int
dt_uobj_buildid(const dt_uobj_t *o, unsigned char *bid)
{
	static const unsigned char none[DT_BID_MAX];

	memcpy(bid, o->bid, DT_BID_MAX);
	return memcmp(o->bid, none, DT_BID_MAX) == 0 ? -1 : 0;
}

/* the file offset of the object's virtual address vaddr; -1 if no segment's file part holds it */
int
dt_uobj_vaddr2off(const dt_uobj_t *o, uint64_t vaddr, uint64_t *offp)
{
	for (int i = 0; i < o->nsegs; i++) {
		const dt_useg_t *s = &o->segs[i];

		if (vaddr >= s->vaddr && vaddr < s->vaddr + s->filesz) {
			*offp = vaddr - s->vaddr + s->off;
			return 0;
		}
	}
	return -1;
}

/* the function named name (a preferred name or another), or NULL */
const dt_usym_t *
dt_uobj_func(const dt_uobj_t *o, const char *name)
{
	for (size_t i = 0; i < o->nsyms; i++)
		if (dt_usym_isfunc(&o->syms[i]) && strcmp(o->syms[i].name, name) == 0)
			return &o->syms[i];
	for (size_t i = 0; i < o->naliases; i++)
		if (strcmp(o->aliases[i].name, name) == 0)
			return &o->aliases[i];
	return NULL;
}

int
dt_usym_isfunc(const dt_usym_t *s)
{
	return (s->type == STT_FUNC || s->type == STT_GNU_IFUNC) && s->size > 0;
}

int
dt_uobj_read(const dt_uobj_t *o, uint64_t vaddr, void *buf, size_t len)
{
	uint64_t off, end;
	ssize_t n;
	int fd;

	if (len == 0)
		return 0;
	if (dt_uobj_vaddr2off(o, vaddr, &off) != 0 || dt_uobj_vaddr2off(o, vaddr + len - 1, &end) != 0 ||
	    end != off + len - 1)
		return -1;
	if ((fd = open(o->path, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	n = pread(fd, buf, len, (off_t)off);
	close(fd);
	return n == (ssize_t)len ? 0 : -1;
}
