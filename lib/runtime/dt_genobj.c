/*
 * dt_genobj.c: dtrace -G, the object that completes a program's own probes.
 *
 * With illumos or Oracle DTrace a program with its own provider is built
 *
 *	dtrace -h -s prov.d			(prov.h: the probe macros)
 *	cc -c a.c b.c				(both include prov.h)
 *	dtrace -G -s prov.d -o prov.o a.o b.o
 *	cc -o prog a.o b.o prov.o
 *
 * and Makefiles written for them build unchanged here.  Our headers
 * (dt_header.c) leave the probe sites themselves in a.o and b.o: a 5-byte
 * nop and a stapsdt note each, which tracers read from the linked program;
 * nothing in them needs rewriting.  What the -G object brings:
 *
 *   - the semaphores: one strong definition of PROV_PROBE_semaphore (an
 *     unsigned short, zero, hidden, in section .probes) per probe of the
 *     scripts' providers, which the linker takes over the header's weak
 *     ones, so that every object of the program shares one semaphore per
 *     probe (the notes and PROV_PROBE_ENABLED() of a.o and b.o all name it);
 *   - for objects written for DTrace's own convention (Oracle's and
 *     illumos's <sys/sdt.h> DTRACE_PROBEn, illumos -h headers), which call
 *     the undefined functions __dtrace_PROV___PROBE(args) and
 *     __dtraceenabled_PROV___PROBE(), rewritten by their -G into nops: a
 *     definition of each such function the objects call.  The probe
 *     function is a 5-byte nop and a ret, with a stapsdt note whose probe
 *     address is the nop and whose arguments are where the x86_64 calling
 *     convention passes them at the function's entry (%rdi, %rsi, %rdx,
 *     %rcx, %r8, %r9, then 8(%rsp), 16(%rsp), ...), sized by the D
 *     definition's types; the is-enabled function returns whether the
 *     probe's semaphore is raised.  Such a probe costs a call more than a
 *     header's, and its site is in the stub (the probe's function is
 *     __dtrace_PROV___PROBE, not the caller), but objects built for DTrace
 *     trace unchanged.  The notes' base field names _.stapsdt.base in a
 *     one-byte .stapsdt.base section in a COMDAT group of that name, as the
 *     headers make it, so that the program has one.
 *
 *   - the providers' definitions: each provider's record (dt_provnote.c:
 *     its probes' argument types, native and translated, and the mapping),
 *     the note that the -h header also leaves (dt_header.c), from which
 *     the USDT provider types args[]; written here too for objects that
 *     do not include the header.  It is not in the header's COMDAT group:
 *     a program built with both has two copies, and readers keep the
 *     first record of a provider.
 *
 * The object is written with libelf (no assembler or compiler at run
 * time): an x86_64 ET_REL with, in order, .group, .stapsdt.base, .probes,
 * .text, .rela.text, .note.stapsdt, .rela.note.stapsdt, .note.dtrace-prov,
 * an empty .note.GNU-stack (no executable stack is asked for), .symtab, .strtab and
 * .shstrtab; the symbols are the null one, the file, the section symbols
 * of .stapsdt.base, .probes and .text, then the globals: the semaphores,
 * _.stapsdt.base (weak) and the functions, all hidden (each module of a
 * program has its own).
 *
 * The scripts' clauses are compiled and checked, and left out of the
 * object (DTrace embeds them for anonymous tracing, which is not here); a
 * script without providers gives an object that defines nothing.
 *
 * The objects named are checked as DTrace checks them, before anything is
 * written: each must be a relocatable x86_64 ELF object (dtrace -G takes
 * the objects before they are linked), and each stapsdt note and each
 * __dtrace_ function they call of a provider the scripts define must name
 * one of its probes, a note with as many arguments as the definition
 * gives it.  Notes and functions of other providers (a library's own
 * <sys/sdt.h> probes) are left alone.  On an error nothing is written (an
 * output already there is left as it was).
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
#include "dt_front.h"
#include "dt_stapsdt.h"
#include "dt_provnote.h"
#include "dt_runtime.h"

/* a function the objects call: a probe's (__dtrace_) or its is-enabled one */
typedef struct go_stub {
	const dt_udprov_t *pv;
	const dt_udprobe_t *pr;
	int enabled;		/* __dtraceenabled_ */
} go_stub_t;

typedef struct go_stubs {
	go_stub_t *v;
	size_t n, cap;
} go_stubs_t;

/* the D provider of that name, NULL if the scripts define none */
static const dt_udprov_t *
go_provider(dtrace_hdl_t *dtp, const char *name, size_t len)
{
	for (const dt_udprov_t *pv = dtp->udprovs; pv != NULL; pv = pv->next)
		if (strlen(pv->name) == len && strncmp(pv->name, name, len) == 0)
			return pv;
	return NULL;
}

/* the probe of pv a note or symbol names ("query__start" or "query-start"), or NULL */
static const dt_udprobe_t *
go_probe(const dt_udprov_t *pv, const char *name)
{
	char nn[128];

	for (const dt_udprobe_t *pr = pv->probes; pr != NULL; pr = pr->next) {
		dt_udprobe_notename(pr->name, nn, sizeof(nn));
		if (strcmp(pr->name, name) == 0 || strcmp(nn, name) == 0)
			return pr;
	}
	return NULL;
}

/* a probe's place among all the probes of the scripts' providers (its semaphore's) */
static size_t
go_probe_index(dtrace_hdl_t *dtp, const dt_udprobe_t *want)
{
	size_t n = 0;

	for (const dt_udprov_t *pv = dtp->udprovs; pv != NULL; pv = pv->next)
		for (const dt_udprobe_t *pr = pv->probes; pr != NULL; pr = pr->next, n++)
			if (pr == want)
				return n;
	return n;
}

/* check one object's notes against the providers */
static int
go_check_notes(dtrace_hdl_t *dtp, const char *obj)
{
	dt_sdtfile_t f;
	char err[512];
	int rc = 0;

	if (dt_stapsdt_read(obj, &f, err, sizeof(err)) != 0)
		return dt_set_err(dtp, D_UNKNOWN, "%s", err);
	if (f.type != ET_REL) {
		dt_stapsdt_free(&f);
		return dt_set_err(dtp, D_UNKNOWN, "%s is not a relocatable ELF object (dtrace -G "
		    "takes the objects of the program before they are linked)", obj);
	}
	for (int i = 0; i < f.nprobes && rc == 0; i++) {
		const dt_sdtprobe_t *n = &f.probes[i];
		const dt_udprov_t *pv = go_provider(dtp, n->provider, strlen(n->provider));
		const dt_udprobe_t *pr;

		if (pv == NULL)
			continue;
		if ((pr = go_probe(pv, n->name)) == NULL)
			rc = dt_set_err(dtp, D_UNKNOWN, "%s: probe %s:::%s is not defined by provider %s",
			    obj, n->provider, n->name, n->provider);
		else if (n->nargs < 0)
			rc = dt_set_err(dtp, D_UNKNOWN, "%s: probe %s:::%s: %s", obj, n->provider,
			    n->name, n->argerr);
		else if (n->nargs != pr->nargs)
			rc = dt_set_err(dtp, D_UNKNOWN, "%s: probe %s:::%s has %d argument%s, but "
			    "provider %s defines it with %d", obj, n->provider, n->name, n->nargs,
			    n->nargs == 1 ? "" : "s", n->provider, pr->nargs);
	}
	dt_stapsdt_free(&f);
	return rc;
}

/*
 * An undefined symbol __dtrace_PROV___PROBE or __dtraceenabled_PROV___PROBE
 * of a provider the scripts define: its stub added to st (once); an error
 * if the provider has no such probe.
 */
static int
go_check_sym(dtrace_hdl_t *dtp, const char *obj, const char *sym, go_stubs_t *st)
{
	static const char *const prefix[2] = { "__dtrace_", "__dtraceenabled_" };
	const char *p, *sep;
	const dt_udprov_t *pv;
	const dt_udprobe_t *pr;
	int en;

	for (en = 1; en >= 0; en--)
		if (strncmp(sym, prefix[en], strlen(prefix[en])) == 0)
			break;
	if (en < 0)
		return 0;
	p = sym + strlen(prefix[en]);
	if ((sep = strstr(p, "___")) == NULL || (pv = go_provider(dtp, p, (size_t)(sep - p))) == NULL)
		return 0;
	if ((pr = go_probe(pv, sep + 3)) == NULL)
		return dt_set_err(dtp, D_UNKNOWN, "%s: %s: probe %s:::%s is not defined by provider %s",
		    obj, sym, pv->name, sep + 3, pv->name);
	for (size_t i = 0; i < st->n; i++)
		if (st->v[i].pr == pr && st->v[i].enabled == en)
			return 0;
	if (st->n == st->cap) {
		st->cap = st->cap ? 2 * st->cap : 8;
		st->v = dt_realloc(st->v, st->cap * sizeof(go_stub_t));
	}
	st->v[st->n++] = (go_stub_t){ pv, pr, en };
	return 0;
}

/* check one object: its notes, and the DTrace-convention functions it calls */
static int
go_check(dtrace_hdl_t *dtp, const char *obj, go_stubs_t *st)
{
	Elf_Scn *scn = NULL;
	Elf *elf;
	int fd, rc = 0;

	if (go_check_notes(dtp, obj) != 0)
		return -1;
	if ((fd = open(obj, O_RDONLY | O_CLOEXEC)) < 0)
		return dt_set_err(dtp, D_UNKNOWN, "failed to open %s: %s", obj, strerror(errno));
	if ((elf = elf_begin(fd, ELF_C_READ, NULL)) == NULL) {
		close(fd);
		return dt_set_err(dtp, D_UNKNOWN, "%s is not an ELF file", obj);
	}
	while (rc == 0 && (scn = elf_nextscn(elf, scn)) != NULL) {
		GElf_Shdr sh;
		Elf_Data *d;

		if (gelf_getshdr(scn, &sh) == NULL || sh.sh_type != SHT_SYMTAB ||
		    sh.sh_entsize == 0 || (d = elf_getdata(scn, NULL)) == NULL)
			continue;
		for (size_t i = 1; rc == 0 && i < sh.sh_size / sh.sh_entsize; i++) {
			GElf_Sym sym;
			const char *nm;

			if (gelf_getsym(d, (int)i, &sym) != NULL && sym.st_shndx == SHN_UNDEF &&
			    (nm = elf_strptr(elf, sh.sh_link, sym.st_name)) != NULL)
				rc = go_check_sym(dtp, obj, nm, st);
		}
	}
	elf_end(elf);
	close(fd);
	return rc;
}

/* a growing buffer: a string table, code, notes, relocations */
typedef struct go_buf {
	char *buf;
	size_t len;
} go_buf_t;

static size_t
go_add(go_buf_t *t, const void *p, size_t n)
{
	size_t off = t->len;

	t->buf = dt_realloc(t->buf, t->len + n + 1);
	memcpy(t->buf + t->len, p, n);
	t->len += n;
	return off;
}

static size_t
go_str(go_buf_t *t, const char *s)
{
	return go_add(t, s, strlen(s) + 1);
}

static void
go_pad(go_buf_t *t, size_t align, unsigned char fill)
{
	while (t->len % align != 0)
		go_add(t, &fill, 1);
}

static void
go_rela(go_buf_t *r, size_t off, size_t sym, unsigned type, int64_t addend)
{
	Elf64_Rela ra = { off, ELF64_R_INFO(sym, type), addend };

	go_add(r, &ra, sizeof(ra));
}

/* the section indexes, and the local symbols, of the object */
enum { GS_GROUP = 1, GS_BASE, GS_PROBES, GS_TEXT, GS_RELTEXT, GS_NOTE, GS_RELNOTE, GS_PROVNOTE,
	GS_STACK, GS_SYMTAB, GS_STRTAB, GS_SHSTRTAB, GS_NSECT };
enum { GY_FILE = 1, GY_BASESEC, GY_PROBESSEC, GY_TEXTSEC, GY_NLOCAL };

static const char *const go_secnames[GS_NSECT] = {
	"", ".group", ".stapsdt.base", ".probes", ".text", ".rela.text", ".note.stapsdt",
	".rela.note.stapsdt", DT_PN_SECTION, ".note.GNU-stack", ".symtab", ".strtab", ".shstrtab",
};

/* a stub probe's note at the end of notes: pc .text+off; sym indexes of base and semaphore */
static void
go_note(go_buf_t *notes, go_buf_t *rel, const go_stub_t *s, size_t off, size_t basesym,
    size_t semsym)
{
	static const char *const regs[6] = { "%rdi", "%rsi", "%rdx", "%rcx", "%r8", "%r9" };
	char nn[128], args[512];
	size_t alen = 0, desc, start;
	uint32_t hdr[3] = { 8, 0, 3 };	/* namesz ("stapsdt"), descsz (below), NT_STAPSDT */
	uint64_t zero[3] = { 0, 0, 0 };

	args[0] = '\0';
	for (int i = 0; i < s->pr->nargs && alen < sizeof(args) - 40; i++) {
		int size;

		dt_udprobe_argtype(s->pr->args[i], &size);
		if (i < 6)
			alen += (size_t)snprintf(args + alen, sizeof(args) - alen, "%s%d@%s", i ? " " : "",
			    size, regs[i]);
		else
			alen += (size_t)snprintf(args + alen, sizeof(args) - alen, " %d@%d(%%rsp)", size,
			    8 * (i - 5));
	}
	dt_udprobe_notename(s->pr->name, nn, sizeof(nn));
	start = notes->len;
	go_add(notes, hdr, sizeof(hdr));
	go_add(notes, "stapsdt", 8);
	desc = go_add(notes, zero, sizeof(zero));
	go_str(notes, s->pv->name);
	go_str(notes, nn);
	go_str(notes, args);
	hdr[1] = (uint32_t)(notes->len - desc);
	memcpy(notes->buf + start + 4, &hdr[1], 4);
	go_pad(notes, 4, 0);
	go_rela(rel, desc, GY_TEXTSEC, R_X86_64_64, (int64_t)off);
	go_rela(rel, desc + 8, basesym, R_X86_64_64, 0);
	go_rela(rel, desc + 16, semsym, R_X86_64_64, 0);
}

/* the providers' records (dt_provnote.c), one note each, at the end of notes */
static void
go_records(dtrace_hdl_t *dtp, go_buf_t *notes)
{
	for (const dt_udprov_t *pv = dtp->udprovs; pv != NULL; pv = pv->next) {
		char *desc;
		size_t len = dt_udprov_record(pv, &desc);
		uint32_t hdr[3] = { sizeof(DT_PN_OWNER), (uint32_t)len, DT_PN_TYPE };

		go_add(notes, hdr, sizeof(hdr));
		go_add(notes, DT_PN_OWNER, sizeof(DT_PN_OWNER));
		go_pad(notes, 4, 0);
		go_add(notes, desc, len);
		go_pad(notes, 4, 0);
		free(desc);
	}
}

/* a new section with one data buffer (which must live until elf_update) */
static Elf_Scn *
go_section(Elf *e, int idx, const size_t *shname, GElf_Word type, GElf_Xword flags, void *buf,
    size_t size, size_t align, size_t entsize, GElf_Word link, GElf_Word info)
{
	Elf_Scn *scn = elf_newscn(e);
	Elf_Data *d;
	GElf_Shdr sh;

	if (scn == NULL || elf_ndxscn(scn) != (size_t)idx || (d = elf_newdata(scn)) == NULL ||
	    gelf_getshdr(scn, &sh) == NULL)
		return NULL;
	d->d_buf = buf;
	d->d_size = size;
	d->d_align = align;
	d->d_type = type == SHT_SYMTAB ? ELF_T_SYM : type == SHT_RELA ? ELF_T_RELA :
	    type == SHT_GROUP ? ELF_T_WORD : ELF_T_BYTE;
	d->d_version = EV_CURRENT;
	sh.sh_name = (GElf_Word)shname[idx];
	sh.sh_type = type;
	sh.sh_flags = flags;
	sh.sh_addralign = align;
	sh.sh_entsize = entsize;
	sh.sh_link = link;
	sh.sh_info = info;
	return gelf_update_shdr(scn, &sh) ? scn : NULL;
}

static Elf64_Sym *
go_sym(go_buf_t *syms, go_buf_t *str, const char *name, int bind, int type, int shndx,
    uint64_t value, uint64_t size)
{
	Elf64_Sym sy = { 0 };
	size_t off;

	sy.st_name = name != NULL ? (Elf64_Word)go_str(str, name) : 0;
	sy.st_info = ELF64_ST_INFO(bind, type);
	sy.st_other = bind == STB_LOCAL ? STV_DEFAULT : STV_HIDDEN;
	sy.st_shndx = (Elf64_Section)shndx;
	sy.st_value = value;
	sy.st_size = size;
	off = go_add(syms, &sy, sizeof(sy));
	return (Elf64_Sym *)(syms->buf + off);
}

/* the object, into fd; srcname is the first script's name (its STT_FILE symbol) */
static int
go_write(dtrace_hdl_t *dtp, int fd, const char *srcname, const go_stubs_t *st)
{
	static const unsigned char probefn[] = { 0x0f, 0x1f, 0x44, 0x00, 0x00, 0xc3 };
	/* xor %eax,%eax; cmpw $0,sem(%rip); setne %al; ret */
	static const unsigned char enabledfn[] = {
		0x31, 0xc0, 0x66, 0x83, 0x3d, 0, 0, 0, 0, 0x00, 0x0f, 0x95, 0xc0, 0xc3,
	};
	go_buf_t shstr = { NULL, 0 }, str = { NULL, 0 }, syms = { NULL, 0 }, text = { NULL, 0 },
	    notes = { NULL, 0 }, reltext = { NULL, 0 }, relnote = { NULL, 0 }, recs = { NULL, 0 };
	size_t shname[GS_NSECT], nsem = 0, semsym0, basesym;
	uint32_t group[2] = { GRP_COMDAT, GS_BASE };
	char *probes, base = 0;
	Elf64_Ehdr *eh;
	Elf *e = NULL;
	int rc = -1;

	for (int i = 0; i < GS_NSECT; i++)
		shname[i] = go_str(&shstr, go_secnames[i]);
	go_str(&str, "");
	go_sym(&syms, &str, NULL, STB_LOCAL, STT_NOTYPE, SHN_UNDEF, 0, 0);
	go_sym(&syms, &str, srcname, STB_LOCAL, STT_FILE, SHN_ABS, 0, 0);
	go_sym(&syms, &str, NULL, STB_LOCAL, STT_SECTION, GS_BASE, 0, 0);
	go_sym(&syms, &str, NULL, STB_LOCAL, STT_SECTION, GS_PROBES, 0, 0);
	go_sym(&syms, &str, NULL, STB_LOCAL, STT_SECTION, GS_TEXT, 0, 0);
	/* the globals: the semaphores, one per probe in order; _.stapsdt.base; the functions */
	semsym0 = GY_NLOCAL;
	for (const dt_udprov_t *pv = dtp->udprovs; pv != NULL; pv = pv->next)
		for (const dt_udprobe_t *pr = pv->probes; pr != NULL; pr = pr->next) {
			char sem[300];

			dt_udprobe_semname(pv, pr, sem, sizeof(sem));
			go_sym(&syms, &str, sem, STB_GLOBAL, STT_OBJECT, GS_PROBES, 2 * nsem++, 2);
		}
	basesym = semsym0 + nsem;
	go_sym(&syms, &str, "_.stapsdt.base", STB_WEAK, STT_NOTYPE, GS_BASE, 0, 1);
	for (size_t i = 0; i < st->n; i++) {
		const go_stub_t *s = &st->v[i];
		char nn[128], fn[300];
		size_t semsym = semsym0 + go_probe_index(dtp, s->pr), off;

		dt_udprobe_notename(s->pr->name, nn, sizeof(nn));
		snprintf(fn, sizeof(fn), "%s%s___%s", s->enabled ? "__dtraceenabled_" : "__dtrace_",
		    s->pv->name, nn);
		go_pad(&text, 16, 0xcc);
		off = text.len;
		if (s->enabled) {
			go_add(&text, enabledfn, sizeof(enabledfn));
			go_rela(&reltext, off + 5, semsym, R_X86_64_PC32, -5);
		} else {
			go_add(&text, probefn, sizeof(probefn));
			go_note(&notes, &relnote, s, off, basesym, semsym);
		}
		go_sym(&syms, &str, fn, STB_GLOBAL, STT_FUNC, GS_TEXT, off, text.len - off);
	}
	go_records(dtp, &recs);
	probes = dt_zalloc(nsem * 2 + 1);
	if ((e = elf_begin(fd, ELF_C_WRITE, NULL)) == NULL || (eh = elf64_newehdr(e)) == NULL)
		goto out;
	eh->e_ident[EI_DATA] = ELFDATA2LSB;
	eh->e_ident[EI_OSABI] = ELFOSABI_NONE;
	eh->e_type = ET_REL;
	eh->e_machine = EM_X86_64;
	eh->e_version = EV_CURRENT;
	if (go_section(e, GS_GROUP, shname, SHT_GROUP, 0, group, sizeof(group), 4, 4, GS_SYMTAB,
	    GY_BASESEC) == NULL ||
	    go_section(e, GS_BASE, shname, SHT_PROGBITS, SHF_ALLOC | SHF_GROUP, &base, 1, 1, 0, 0,
	    0) == NULL ||
	    go_section(e, GS_PROBES, shname, SHT_PROGBITS, SHF_ALLOC | SHF_WRITE, probes, nsem * 2,
	    2, 0, 0, 0) == NULL ||
	    go_section(e, GS_TEXT, shname, SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR, text.buf,
	    text.len, 16, 0, 0, 0) == NULL ||
	    go_section(e, GS_RELTEXT, shname, SHT_RELA, SHF_INFO_LINK, reltext.buf, reltext.len, 8,
	    sizeof(Elf64_Rela), GS_SYMTAB, GS_TEXT) == NULL ||
	    go_section(e, GS_NOTE, shname, SHT_NOTE, 0, notes.buf, notes.len, 4, 0, 0, 0) == NULL ||
	    go_section(e, GS_RELNOTE, shname, SHT_RELA, SHF_INFO_LINK, relnote.buf, relnote.len, 8,
	    sizeof(Elf64_Rela), GS_SYMTAB, GS_NOTE) == NULL ||
	    go_section(e, GS_PROVNOTE, shname, SHT_NOTE, 0, recs.buf, recs.len, 4, 0, 0, 0) == NULL ||
	    go_section(e, GS_STACK, shname, SHT_PROGBITS, 0, NULL, 0, 1, 0, 0, 0) == NULL ||
	    go_section(e, GS_SYMTAB, shname, SHT_SYMTAB, 0, syms.buf, syms.len, 8,
	    sizeof(Elf64_Sym), GS_STRTAB, GY_NLOCAL) == NULL ||
	    go_section(e, GS_STRTAB, shname, SHT_STRTAB, 0, str.buf, str.len, 1, 0, 0, 0) == NULL ||
	    go_section(e, GS_SHSTRTAB, shname, SHT_STRTAB, 0, shstr.buf, shstr.len, 1, 0, 0,
	    0) == NULL)
		goto out;
	eh->e_shstrndx = GS_SHSTRTAB;
	if (elf_update(e, ELF_C_WRITE) < 0)
		goto out;
	rc = 0;
out:
	if (rc != 0)
		dt_set_err(dtp, D_UNKNOWN, "failed to write the object: %s", elf_errmsg(-1));
	if (e != NULL)
		elf_end(e);
	free(probes);
	free(shstr.buf);
	free(str.buf);
	free(syms.buf);
	free(text.buf);
	free(notes.buf);
	free(reltext.buf);
	free(relnote.buf);
	free(recs.buf);
	return rc;
}

static int
dt_program_genobj(dtrace_hdl_t *dtp, const char *ofile, const char *srcname, int objc,
    char *const objv[])
{
	go_stubs_t st = { NULL, 0, 0 };
	char tmp[4200];
	int fd, rc = -1;

	if (elf_version(EV_CURRENT) == EV_NONE)
		return dt_set_err(dtp, D_UNKNOWN, "libelf is out of date");
	for (int i = 0; i < objc; i++)
		if (go_check(dtp, objv[i], &st) != 0)
			goto out;
	/* written beside the output and renamed over it: never half an object */
	snprintf(tmp, sizeof(tmp), "%s.%d.tmp", ofile, (int)getpid());
	if ((fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666)) < 0) {
		dt_set_err(dtp, D_UNKNOWN, "failed to create %s: %s", ofile, strerror(errno));
		goto out;
	}
	rc = go_write(dtp, fd, srcname, &st);
	if (rc == 0 && rename(tmp, ofile) != 0)
		rc = dt_set_err(dtp, D_UNKNOWN, "failed to create %s: %s", ofile, strerror(errno));
	close(fd);
	if (rc != 0)
		unlink(tmp);
out:
	free(st.v);
	return rc;
}

int
dtrace_program_genobj(dtrace_hdl_t *dtp, const char *ofile, const char *srcname, int objc,
    char *const objv[])
{
	DT_PROTECTED(dtp, int, -1, dt_program_genobj(dtp, ofile, srcname, objc, objv));
}
