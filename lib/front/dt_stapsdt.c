/*
 * dt_stapsdt.c: USDT probes from an ELF object's stapsdt notes.
 *
 * The notes: SystemTap's <sys/sdt.h>, and our dtrace -h headers
 * (dt_header.c), leave for each probe point one note of owner "stapsdt",
 * type 3, in section .note.stapsdt, whose descriptor is three addresses,
 * the probe point (pc), the address of the object's .stapsdt.base section
 * as the linker saw it (base), the semaphore (0: none), then three strings:
 * provider, probe name (with "__" where D writes "-") and the arguments
 * ("-4@%edi 8@-16(%rbp)", SIZE@OPERAND, a negative size being a signed
 * value; an old note without "SIZE@" means 8 unsigned bytes).  A prelinker
 * that moved the object has moved .stapsdt.base but not the note: where
 * the section's address differs from base, the difference is added to pc
 * and the semaphore, as SystemTap documents.  Each address is also given
 * as a file offset, through the PT_LOAD program header holding it (a
 * uprobe names a file offset; so does uprobe_multi's ref_ctr_offsets for
 * the semaphore, which must be in the file: one in .bss gets offset 0).
 * Relocatable objects (dtrace -G's input) have no program headers and
 * their addresses are not relocated: only names and arguments mean
 * anything there.
 *
 * The argument parser takes the AT&T operands gcc and clang write for the
 * "nor" constraints of those headers: a register (%rdi, %edi, %di, %dil,
 * %ah, %r8d, %r8w, %r8b), a constant ($5, $-1, $0x10), and memory:
 * disp(%base), (%base), disp(%base,%index,scale), disp(,%index,scale),
 * sym(%rip), sym+8(%rip), and a bare address or symbol.  A symbol's
 * address is looked up in the object's .symtab, else .dynsym.
 *
 * What the USDT provider built on this does (lib/providers/dt_prov_usdt.c;
 * attaching goes through the pid provider's shared uprobe code, dt_uprobe.c;
 * the glob in place of the pid reads only non-PIE executables' addresses):
 *   - names: provider$pid:module:function:name, provider from the note
 *     (python), module the object's basename (python3.11, libc.so.6),
 *     function the symbol holding pc (func), name with "-"
 *     (function-entry); a glob in place of the pid (python*) attaches to
 *     the file itself, so every process mapping it fires;
 *   - attaching: one uprobe_multi link per object, with the probes' pcoff
 *     as offsets, their semoff as ref_ctr_offsets (the kernel raises the
 *     semaphore of each process while the probe is attached, which makes
 *     PROV_PROBE_ENABLED() true, and lowers it when the link closes, even
 *     if dtrace is killed), a BPF cookie per probe for its id, and the pid
 *     filter for provider$pid;
 *   - arguments: argN of args[N] computed by pro_args from pt_regs: REG
 *     reads the register at dt_stapsdt_ptregs_off() and keeps regsize
 *     bytes from regshift; MEM reads the user address (base + index *
 *     scale + disp; %rip-relative and absolute ones biased by the object's
 *     load address) with bpf_probe_read_user; CONST is the value; then
 *     each is truncated to size bytes and sign- or zero-extended.  Probes
 *     of one provider and name at several sites (inlined copies) are one
 *     D probe with several uprobes; sites whose argument specs do not parse
 *     (argerr) still fire, with those arguments 0.
 *
 * Each probe also gets the function holding it, from .symtab, else .dynsym
 * (a stripped object's exported functions only; none in a relocatable one).
 *
 * Beside the notes, an object built with our dtrace -h or -G carries its
 * providers' D definitions (dt_provnote.c: the argument types of each
 * probe) as notes of owner "dtrace" in section .note.dtrace-prov; they are
 * read into the file's provs, the first record of each provider kept.  A
 * malformed record is left out (the USDT provider then types that
 * provider's arguments by the specs' sizes), never an error of the file.
 *
 * Invariants: a dt_sdtprobe_t's strings are one allocation, at provider,
 * and func another (dt_stapsdt_free frees them); nargs <= DT_SDT_MAXARGS; for REG, 0 <= reg < DT_SDTR_NREGS.
 */
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "dt_impl.h"
#include "dt_stapsdt.h"

#define NT_STAPSDT	3

static const char *const sdt_regnames[DT_SDTR_NREGS] = {
	"rax", "rbx", "rcx", "rdx", "rsi", "rdi", "rbp", "rsp",
	"r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15", "rip",
};

/* offsets in x86_64's struct pt_regs: r15 r14 r13 r12 bp bx r11 r10 r9 r8 ax cx dx si di orig_ax ip */
static const int sdt_ptregs[DT_SDTR_NREGS] = {
	80, 40, 88, 96, 104, 112, 32, 152,
	72, 64, 56, 48, 24, 16, 8, 0, 128,
};

const char *
dt_stapsdt_regname(int reg)
{
	return reg >= 0 && reg < DT_SDTR_NREGS ? sdt_regnames[reg] : NULL;
}

int
dt_stapsdt_ptregs_off(int reg)
{
	return reg >= 0 && reg < DT_SDTR_NREGS ? sdt_ptregs[reg] : -1;
}

/* a register name without its '%': its register, byte count and shift, or -1 */
static int
sdt_reg(const char *s, size_t n, int *sizep, int *shiftp)
{
	/* the legacy names: 64-bit, 32-bit, 16-bit, low byte, high byte */
	static const char *const legacy[8][5] = {
		{ "rax", "eax", "ax", "al", "ah" }, { "rbx", "ebx", "bx", "bl", "bh" },
		{ "rcx", "ecx", "cx", "cl", "ch" }, { "rdx", "edx", "dx", "dl", "dh" },
		{ "rsi", "esi", "si", "sil", NULL }, { "rdi", "edi", "di", "dil", NULL },
		{ "rbp", "ebp", "bp", "bpl", NULL }, { "rsp", "esp", "sp", "spl", NULL },
	};
	static const int sizes[5] = { 8, 4, 2, 1, 1 };
	char nm[8];

	if (n == 0 || n >= sizeof(nm))
		return -1;
	memcpy(nm, s, n);
	nm[n] = '\0';
	*shiftp = 0;
	for (int r = 0; r < 8; r++)
		for (int k = 0; k < 5; k++)
			if (legacy[r][k] != NULL && strcmp(nm, legacy[r][k]) == 0) {
				*sizep = sizes[k];
				*shiftp = k == 4 ? 8 : 0;
				return r;
			}
	if (strcmp(nm, "rip") == 0) {
		*sizep = 8;
		return DT_SDTR_RIP;
	}
	/* r8..r15 with an optional d, w, b (or l) suffix */
	if (nm[0] == 'r' && nm[1] >= '0' && nm[1] <= '9') {
		char *end;
		long r = strtol(nm + 1, &end, 10);

		if (r < 8 || r > 15)
			return -1;
		*sizep = *end == '\0' ? 8 : strcmp(end, "d") == 0 ? 4 : strcmp(end, "w") == 0 ? 2 :
		    strcmp(end, "b") == 0 || strcmp(end, "l") == 0 ? 1 : 0;
		return *sizep != 0 ? DT_SDTR_R8 + (int)(r - 8) : -1;
	}
	return -1;
}

/* "%name" at *sp: the register, *sp past it; -1 if none */
static int
sdt_reg_at(const char **sp, int *sizep, int *shiftp)
{
	const char *s = *sp, *e;
	int r;

	if (*s != '%')
		return -1;
	for (e = ++s; (*e >= 'a' && *e <= 'z') || (*e >= '0' && *e <= '9'); e++)
		;
	if ((r = sdt_reg(s, (size_t)(e - s), sizep, shiftp)) >= 0)
		*sp = e;
	return r;
}

/* a signed decimal or 0x number at *sp; 0 if there is none */
static int
sdt_num(const char **sp, int64_t *vp)
{
	const char *s = *sp;
	char *end;
	int neg = 0;

	if (*s == '-' || *s == '+')
		neg = *s++ == '-';
	if (*s < '0' || *s > '9')
		return 0;
	errno = 0;
	*vp = (int64_t)strtoull(s, &end, 0);
	if (errno != 0)
		return 0;
	if (neg)
		*vp = (int64_t)(0 - (uint64_t)*vp);
	*sp = end;
	return 1;
}

static int
sdt_symchar(int c, int first)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '.' ||
	    (!first && ((c >= '0' && c <= '9') || c == '$' || c == '@'));
}

/* one operand, s[0..n) */
static int
sdt_operand(const char *s, const char *end, dt_sdtarg_t *a, char *err, size_t errlen)
{
	const char *b = s;
	int size, shift;

	a->reg = a->index = DT_SDTR_NONE;
	a->regsize = 8;
	a->scale = 1;
	if (*s == '%') {
		a->kind = DT_SDTA_REG;
		if ((a->reg = sdt_reg_at(&s, &a->regsize, &a->regshift)) < 0 || s != end)
			goto bad;
		return 0;
	}
	if (*s == '$') {
		s++;
		a->kind = DT_SDTA_CONST;
		if (!sdt_num(&s, &a->disp) || s != end)
			goto bad;
		return 0;
	}
	a->kind = DT_SDTA_MEM;
	if (sdt_symchar((unsigned char)*s, 1)) {
		const char *sb = s;

		while (s < end && sdt_symchar((unsigned char)*s, 0))
			s++;
		if ((size_t)(s - sb) >= sizeof(a->sym))
			goto bad;
		memcpy(a->sym, sb, (size_t)(s - sb));
		a->sym[s - sb] = '\0';
		if ((*s == '+' || *s == '-') && !sdt_num(&s, &a->disp))
			goto bad;
	} else if (*s != '(' && !sdt_num(&s, &a->disp)) {
		goto bad;
	}
	if (s == end)
		return 0;	/* an absolute address, or a symbol's */
	if (*s++ != '(')
		goto bad;
	if (*s != ',') {
		if ((a->reg = sdt_reg_at(&s, &a->regsize, &shift)) < 0 || shift != 0)
			goto bad;
	}
	if (*s == ',') {
		int64_t sc = 1;

		s++;
		if ((a->index = sdt_reg_at(&s, &size, &shift)) < 0 || shift != 0 ||
		    a->index == DT_SDTR_RIP)
			goto bad;
		if (*s == ',') {
			s++;
			if (!sdt_num(&s, &sc) || (sc != 1 && sc != 2 && sc != 4 && sc != 8))
				goto bad;
		}
		a->scale = (int)sc;
	}
	if (*s++ != ')' || s != end)
		goto bad;
	if (a->reg == DT_SDTR_RIP && a->index != DT_SDTR_NONE)
		goto bad;
	return 0;
bad:
	dt_errbuf(err, errlen, "invalid argument operand '%.*s'", (int)(end - b), b);
	return -1;
}

int
dt_stapsdt_args(const char *s, dt_sdtarg_t *args, int max, char *err, size_t errlen)
{
	int n = 0;

	for (;;) {
		const char *b, *e, *at;
		dt_sdtarg_t *a;

		while (*s == ' ' || *s == '\t')
			s++;
		if (*s == '\0')
			return n;
		for (e = s; *e != '\0' && *e != ' ' && *e != '\t'; e++)
			;
		if (n == max) {
			dt_errbuf(err, errlen, "more than %d arguments", max);
			return -1;
		}
		a = &args[n];
		memset(a, 0, sizeof(*a));
		b = s;
		at = memchr(s, '@', (size_t)(e - s));
		a->size = 8;
		if (at != NULL && at > s && (s[0] == '-' || (s[0] >= '0' && s[0] <= '9'))) {
			int64_t sz;

			if (!sdt_num(&s, &sz) || s != at) {
				dt_errbuf(err, errlen, "invalid argument size in '%.*s'", (int)(e - b), b);
				return -1;
			}
			a->sign = sz < 0;
			a->size = (int)(sz < 0 ? -sz : sz);
			if (a->size != 1 && a->size != 2 && a->size != 4 && a->size != 8) {
				dt_errbuf(err, errlen, "invalid argument size in '%.*s'", (int)(e - b), b);
				return -1;
			}
			s = at + 1;
		}
		if (s == e) {
			dt_errbuf(err, errlen, "invalid argument '%.*s'", (int)(e - b), b);
			return -1;
		}
		if (sdt_operand(s, e, a, err, errlen) != 0)
			return -1;
		n++;
		s = e;
	}
}

/* ---- the ELF file ---------------------------------------------------------- */

typedef struct sdt_seg {
	uint64_t vaddr, off, filesz;
} sdt_seg_t;

static uint64_t
sdt_fileoff(const sdt_seg_t *segs, size_t nsegs, uint64_t addr)
{
	for (size_t i = 0; i < nsegs; i++)
		if (addr >= segs[i].vaddr && addr < segs[i].vaddr + segs[i].filesz)
			return addr - segs[i].vaddr + segs[i].off;
	return 0;
}

/*
 * A symbol of a symbol table section, by name (name: its value into *vp)
 * or by address (NULL name: the function symbol holding *vp, a global one
 * before a local one): its name (in libelf's data), or NULL.
 */
static const char *
sdt_symtab_find(Elf *elf, Elf_Scn *scn, const char *name, uint64_t *vp)
{
	const char *best = NULL;
	int bestglobal = 0;
	GElf_Shdr sh;
	Elf_Data *d;

	if (scn == NULL || gelf_getshdr(scn, &sh) == NULL || sh.sh_entsize == 0 ||
	    (d = elf_getdata(scn, NULL)) == NULL)
		return NULL;
	for (size_t i = 1; i < sh.sh_size / sh.sh_entsize; i++) {
		GElf_Sym sym;
		const char *nm;
		int global;

		if (gelf_getsym(d, (int)i, &sym) == NULL || sym.st_shndx == SHN_UNDEF ||
		    (nm = elf_strptr(elf, sh.sh_link, sym.st_name)) == NULL || *nm == '\0')
			continue;
		if (name != NULL) {
			if (strcmp(nm, name) == 0) {
				*vp = sym.st_value;
				return nm;
			}
			continue;
		}
		global = GELF_ST_BIND(sym.st_info) != STB_LOCAL;
		if (GELF_ST_TYPE(sym.st_info) == STT_FUNC && *vp >= sym.st_value &&
		    *vp < sym.st_value + sym.st_size && (best == NULL || (global && !bestglobal))) {
			best = nm;
			bestglobal = global;
		}
	}
	return best;
}

/* "__" as "-" */
static void
sdt_dname(const char *s, char *buf)
{
	while (*s != '\0') {
		if (s[0] == '_' && s[1] == '_') {
			*buf++ = '-';
			s += 2;
		} else {
			*buf++ = *s++;
		}
	}
	*buf = '\0';
}

/*
 * The provider records of one DT_PN_SECTION section's data into f: the
 * first record of a provider is kept (a program built with -h and -G
 * has one from each), a malformed one counted and left out.
 */
static void
sdt_provnotes(Elf_Data *d, dt_sdtfile_t *f)
{
	size_t off = 0, noff, doff;
	GElf_Nhdr nh;

	while ((off = gelf_getnote(d, off, &nh, &noff, &doff)) > 0) {
		dt_pnprov_t pv;
		char err[sizeof(f->provserr)];
		int dup = 0;

		if (nh.n_type != DT_PN_TYPE || nh.n_namesz != sizeof(DT_PN_OWNER) ||
		    memcmp((const char *)d->d_buf + noff, DT_PN_OWNER, sizeof(DT_PN_OWNER)) != 0)
			continue;
		if (dt_provnote_decode((const char *)d->d_buf + doff, nh.n_descsz, &pv, err,
		    sizeof(err)) != 0) {
			if (f->nbadprovs++ == 0)
				snprintf(f->provserr, sizeof(f->provserr), "%s", err);
			continue;
		}
		for (int i = 0; i < f->nprovs && !dup; i++)
			dup = strcmp(f->provs[i].name, pv.name) == 0;
		if (dup) {
			dt_provnote_free(&pv);
			continue;
		}
		f->provs = dt_realloc(f->provs, (size_t)(f->nprovs + 1) * sizeof(dt_pnprov_t));
		f->provs[f->nprovs++] = pv;
	}
}

/* the notes of one note section's data into f; -1 on a malformed note */
static int
sdt_notes(Elf_Data *d, dt_sdtfile_t *f, size_t *cap, char *err, size_t errlen)
{
	size_t off = 0, noff, doff;
	GElf_Nhdr nh;

	while ((off = gelf_getnote(d, off, &nh, &noff, &doff)) > 0) {
		const char *desc = (const char *)d->d_buf + doff, *p, *end = desc + nh.n_descsz;
		const char *strs[3];
		dt_sdtprobe_t *pr;
		uint64_t addr[3];
		size_t total;
		char *o;

		if (nh.n_type != NT_STAPSDT || nh.n_namesz != 8 ||
		    memcmp((const char *)d->d_buf + noff, "stapsdt", 8) != 0)
			continue;
		if (nh.n_descsz < 3 * 8 + 3) {
			dt_errbuf(err, errlen, "a stapsdt note is too short");
			return -1;
		}
		memcpy(addr, desc, sizeof(addr));
		p = desc + 24;
		for (int i = 0; i < 3; i++) {
			const char *z = memchr(p, '\0', (size_t)(end - p));

			if (z == NULL) {
				dt_errbuf(err, errlen, "a stapsdt note's strings are not terminated");
				return -1;
			}
			strs[i] = p;
			p = z + 1;
		}
		if (f->nprobes == (int)*cap) {
			*cap = *cap ? *cap * 2 : 16;
			f->probes = dt_realloc(f->probes, *cap * sizeof(dt_sdtprobe_t));
		}
		pr = &f->probes[f->nprobes++];
		memset(pr, 0, sizeof(*pr));
		pr->pc = addr[0];
		pr->base = addr[1];
		pr->sem = addr[2];
		/*
		 * the strings, kept as offsets until all notes are read (strs
		 * grows): provider, the name twice (raw, D's), args
		 */
		total = strlen(strs[0]) + 2 * strlen(strs[1]) + strlen(strs[2]) + 4;
		o = dt_zalloc(total);
		strcpy(o, strs[0]);
		pr->provider = o;
		pr->rawname = strcpy(o + strlen(strs[0]) + 1, strs[1]);
		pr->name = o + strlen(strs[0]) + 1 + strlen(strs[1]) + 1;
		sdt_dname(strs[1], (char *)pr->name);
		pr->argstr = strcpy((char *)pr->name + strlen(pr->name) + 1, strs[2]);
		pr->nargs = dt_stapsdt_args(pr->argstr, pr->args, DT_SDT_MAXARGS, pr->argerr,
		    sizeof(pr->argerr));
	}
	return 0;
}

int
dt_stapsdt_read(const char *path, dt_sdtfile_t *f, char *err, size_t errlen)
{
	Elf *elf = NULL;
	Elf_Scn *scn = NULL, *symtab = NULL, *dynsym = NULL;
	GElf_Ehdr eh;
	sdt_seg_t *segs = NULL;
	size_t nph = 0, nsegs = 0, shstrndx, cap = 0;
	uint64_t sdtbase = 0;
	int fd, hasbase = 0, rc = -1;

	memset(f, 0, sizeof(*f));
	if (elf_version(EV_CURRENT) == EV_NONE) {
		dt_errbuf(err, errlen, "libelf is out of date");
		return -1;
	}
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0) {
		dt_errbuf(err, errlen, "failed to open %s: %s", path, strerror(errno));
		return -1;
	}
	if ((elf = elf_begin(fd, ELF_C_READ, NULL)) == NULL || elf_kind(elf) != ELF_K_ELF ||
	    gelf_getehdr(elf, &eh) == NULL || elf_getshdrstrndx(elf, &shstrndx) != 0) {
		dt_errbuf(err, errlen, "%s is not an ELF file", path);
		goto out;
	}
	if (eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_machine != EM_X86_64) {
		dt_errbuf(err, errlen, "%s is not an x86_64 ELF object", path);
		goto out;
	}
	f->type = eh.e_type;
	if (elf_getphdrnum(elf, &nph) == 0 && nph > 0) {
		segs = dt_zalloc(nph * sizeof(sdt_seg_t));
		for (size_t i = 0; i < nph; i++) {
			GElf_Phdr ph;

			if (gelf_getphdr(elf, (int)i, &ph) != NULL && ph.p_type == PT_LOAD)
				segs[nsegs++] = (sdt_seg_t){ ph.p_vaddr, ph.p_offset, ph.p_filesz };
		}
	}
	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		GElf_Shdr sh;
		const char *nm;
		Elf_Data *d;

		if (gelf_getshdr(scn, &sh) == NULL ||
		    (nm = elf_strptr(elf, shstrndx, sh.sh_name)) == NULL)
			continue;
		if (sh.sh_type == SHT_SYMTAB)
			symtab = scn;
		else if (sh.sh_type == SHT_DYNSYM)
			dynsym = scn;
		if (strcmp(nm, ".stapsdt.base") == 0) {
			sdtbase = sh.sh_addr;
			hasbase = 1;
		}
		if (sh.sh_type == SHT_NOTE && strcmp(nm, DT_PN_SECTION) == 0 &&
		    (d = elf_getdata(scn, NULL)) != NULL)
			sdt_provnotes(d, f);
		if (sh.sh_type != SHT_NOTE || strcmp(nm, ".note.stapsdt") != 0)
			continue;
		if ((d = elf_getdata(scn, NULL)) == NULL) {
			dt_errbuf(err, errlen, "%s: cannot read .note.stapsdt", path);
			goto out;
		}
		if (sdt_notes(d, f, &cap, err, errlen) != 0)
			goto out;
	}
	for (int i = 0; i < f->nprobes; i++) {
		dt_sdtprobe_t *pr = &f->probes[i];

		/* prelinked: the object moved, the notes did not */
		if (hasbase && pr->base != 0 && eh.e_type != ET_REL && sdtbase != pr->base) {
			pr->pc += sdtbase - pr->base;
			if (pr->sem != 0)
				pr->sem += sdtbase - pr->base;
		}
		pr->pcoff = sdt_fileoff(segs, nsegs, pr->pc);
		pr->semoff = pr->sem ? sdt_fileoff(segs, nsegs, pr->sem) : 0;
		for (int a = 0; a < pr->nargs; a++) {
			dt_sdtarg_t *ar = &pr->args[a];

			if (ar->sym[0] != '\0')
				ar->symok = sdt_symtab_find(elf, symtab, ar->sym, &ar->symaddr) != NULL ||
				    sdt_symtab_find(elf, dynsym, ar->sym, &ar->symaddr) != NULL;
		}
		if (eh.e_type != ET_REL) {
			const char *fn = sdt_symtab_find(elf, symtab, NULL, &pr->pc);

			if (fn == NULL)
				fn = sdt_symtab_find(elf, dynsym, NULL, &pr->pc);
			pr->func = fn != NULL ? dt_strdup(fn) : NULL;
		}
	}
	rc = 0;
out:
	if (rc != 0)
		dt_stapsdt_free(f);
	free(segs);
	elf_end(elf);
	close(fd);
	return rc;
}

void
dt_stapsdt_free(dt_sdtfile_t *f)
{
	for (int i = 0; i < f->nprobes; i++) {
		free((char *)f->probes[i].provider);
		free((char *)f->probes[i].func);
	}
	free(f->probes);
	for (int i = 0; i < f->nprovs; i++)
		dt_provnote_free(&f->provs[i]);
	free(f->provs);
	memset(f, 0, sizeof(*f));
}
