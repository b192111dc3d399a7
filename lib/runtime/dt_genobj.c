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
 * nothing in them needs rewriting.  What the -G object brings is the
 * semaphores: one strong definition of PROV_PROBE_semaphore (an unsigned
 * short, zero, hidden, in section .probes) per probe of the scripts'
 * providers, which the linker takes over the header's weak ones, so that
 * every object of the program shares one semaphore per probe (the notes and
 * PROV_PROBE_ENABLED() of a.o and b.o all name it).  The object is written
 * with libelf (no assembler or compiler at run time): an x86_64 ET_REL with
 * .probes, an empty .note.GNU-stack (no executable stack is asked for),
 * .symtab, .strtab and .shstrtab.
 *
 * The objects named are checked as DTrace checks them, before anything is
 * written: each must be a relocatable x86_64 ELF object (dtrace -G takes
 * the objects before they are linked), and each stapsdt note of a provider
 * the scripts define must name one of its probes, with as many arguments
 * as the definition gives it.  Notes of other providers (a library's own
 * <sys/sdt.h> probes) are left alone.  On an error nothing is written
 * (an output already there is left as it was).
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
#include "dt_runtime.h"

/* the D provider and probe a note names, NULL if the scripts define no such provider */
static const dt_udprov_t *
go_provider(dtrace_hdl_t *dtp, const char *name)
{
	for (const dt_udprov_t *pv = dtp->udprovs; pv != NULL; pv = pv->next)
		if (strcmp(pv->name, name) == 0)
			return pv;
	return NULL;
}

/* check one object's notes against the providers */
static int
go_check(dtrace_hdl_t *dtp, const char *obj)
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
		const dt_udprov_t *pv = go_provider(dtp, n->provider);
		const dt_udprobe_t *pr;

		if (pv == NULL)
			continue;
		for (pr = pv->probes; pr != NULL; pr = pr->next)
			if (strcmp(pr->name, n->name) == 0)
				break;
		if (pr == NULL)
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

/* a string table being built: its bytes and length */
typedef struct go_strtab {
	char *buf;
	size_t len;
} go_strtab_t;

static size_t
go_str(go_strtab_t *t, const char *s)
{
	size_t off = t->len, n = strlen(s) + 1;

	t->buf = dt_realloc(t->buf, t->len + n);
	memcpy(t->buf + t->len, s, n);
	t->len += n;
	return off;
}

/* a new section with one data buffer (which must live until elf_update) */
static Elf_Scn *
go_section(Elf *e, size_t name, GElf_Word type, GElf_Xword flags, void *buf, size_t size,
    size_t align)
{
	Elf_Scn *scn = elf_newscn(e);
	Elf_Data *d;
	GElf_Shdr sh;

	if (scn == NULL || (d = elf_newdata(scn)) == NULL || gelf_getshdr(scn, &sh) == NULL)
		return NULL;
	d->d_buf = buf;
	d->d_size = size;
	d->d_align = align;
	d->d_type = type == SHT_SYMTAB ? ELF_T_SYM : ELF_T_BYTE;
	d->d_version = EV_CURRENT;
	sh.sh_name = (GElf_Word)name;
	sh.sh_type = type;
	sh.sh_flags = flags;
	sh.sh_addralign = align;
	sh.sh_entsize = type == SHT_SYMTAB ? sizeof(Elf64_Sym) : 0;
	return gelf_update_shdr(scn, &sh) ? scn : NULL;
}

/* the object, into fd; srcname is the first script's name (its STT_FILE symbol) */
static int
go_write(dtrace_hdl_t *dtp, int fd, const char *srcname)
{
	static const char *const secnames[] = {
		".probes", ".note.GNU-stack", ".symtab", ".strtab", ".shstrtab",
	};
	size_t shname[5], nsem = 0, nsym = 0;
	go_strtab_t shstr = { NULL, 0 }, str = { NULL, 0 };
	Elf_Scn *probescn, *symscn, *strscn, *shscn;
	Elf64_Ehdr *eh;
	Elf64_Sym *syms;
	GElf_Shdr sh;
	char *probes;
	Elf *e = NULL;
	int rc = -1;

	for (const dt_udprov_t *pv = dtp->udprovs; pv != NULL; pv = pv->next)
		for (const dt_udprobe_t *pr = pv->probes; pr != NULL; pr = pr->next)
			nsem++;
	probes = dt_zalloc(nsem * 2 + 1);
	syms = dt_zalloc((nsem + 3) * sizeof(Elf64_Sym));
	go_str(&shstr, "");
	for (int i = 0; i < 5; i++)
		shname[i] = go_str(&shstr, secnames[i]);
	/* the symbols: null, the file, .probes's section, then one per probe */
	go_str(&str, "");
	nsym = 1;
	syms[nsym].st_name = (Elf64_Word)go_str(&str, srcname);
	syms[nsym].st_info = ELF64_ST_INFO(STB_LOCAL, STT_FILE);
	syms[nsym++].st_shndx = SHN_ABS;
	syms[nsym].st_info = ELF64_ST_INFO(STB_LOCAL, STT_SECTION);
	syms[nsym++].st_shndx = 1;	/* .probes */
	nsem = 0;
	for (const dt_udprov_t *pv = dtp->udprovs; pv != NULL; pv = pv->next)
		for (const dt_udprobe_t *pr = pv->probes; pr != NULL; pr = pr->next) {
			char sem[300];

			dt_udprobe_semname(pv, pr, sem, sizeof(sem));
			syms[nsym].st_name = (Elf64_Word)go_str(&str, sem);
			syms[nsym].st_info = ELF64_ST_INFO(STB_GLOBAL, STT_OBJECT);
			syms[nsym].st_other = STV_HIDDEN;
			syms[nsym].st_shndx = 1;
			syms[nsym].st_value = 2 * nsem++;
			syms[nsym++].st_size = 2;
		}
	if ((e = elf_begin(fd, ELF_C_WRITE, NULL)) == NULL || (eh = elf64_newehdr(e)) == NULL)
		goto out;
	eh->e_ident[EI_DATA] = ELFDATA2LSB;
	eh->e_ident[EI_OSABI] = ELFOSABI_NONE;
	eh->e_type = ET_REL;
	eh->e_machine = EM_X86_64;
	eh->e_version = EV_CURRENT;
	if ((probescn = go_section(e, shname[0], SHT_PROGBITS, SHF_ALLOC | SHF_WRITE, probes,
	    nsem * 2, 2)) == NULL ||
	    go_section(e, shname[1], SHT_PROGBITS, 0, NULL, 0, 1) == NULL ||
	    (symscn = go_section(e, shname[2], SHT_SYMTAB, 0, syms, nsym * sizeof(Elf64_Sym),
	    8)) == NULL ||
	    (strscn = go_section(e, shname[3], SHT_STRTAB, 0, str.buf, str.len, 1)) == NULL ||
	    (shscn = go_section(e, shname[4], SHT_STRTAB, 0, shstr.buf, shstr.len, 1)) == NULL ||
	    elf_ndxscn(probescn) != 1)
		goto out;
	/* .symtab: its strings, and the index of its first global symbol */
	if (gelf_getshdr(symscn, &sh) == NULL)
		goto out;
	sh.sh_link = (GElf_Word)elf_ndxscn(strscn);
	sh.sh_info = 3;
	if (!gelf_update_shdr(symscn, &sh))
		goto out;
	eh->e_shstrndx = (Elf64_Half)elf_ndxscn(shscn);
	if (elf_update(e, ELF_C_WRITE) < 0)
		goto out;
	rc = 0;
out:
	if (rc != 0)
		dt_set_err(dtp, D_UNKNOWN, "failed to write the object: %s", elf_errmsg(-1));
	if (e != NULL)
		elf_end(e);
	free(probes);
	free(syms);
	free(shstr.buf);
	free(str.buf);
	return rc;
}

static int
dt_program_genobj(dtrace_hdl_t *dtp, const char *ofile, const char *srcname, int objc,
    char *const objv[])
{
	char tmp[4200];
	int fd, rc;

	if (dtp->udprovs == NULL)
		return dt_set_err(dtp, D_UNKNOWN, "no providers are defined");
	for (int i = 0; i < objc; i++)
		if (go_check(dtp, objv[i]) != 0)
			return -1;
	if (elf_version(EV_CURRENT) == EV_NONE)
		return dt_set_err(dtp, D_UNKNOWN, "libelf is out of date");
	/* written beside the output and renamed over it: never half an object */
	snprintf(tmp, sizeof(tmp), "%s.%d.tmp", ofile, (int)getpid());
	if ((fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666)) < 0)
		return dt_set_err(dtp, D_UNKNOWN, "failed to create %s: %s", ofile, strerror(errno));
	rc = go_write(dtp, fd, srcname);
	if (rc == 0 && rename(tmp, ofile) != 0)
		rc = dt_set_err(dtp, D_UNKNOWN, "failed to create %s: %s", ofile, strerror(errno));
	close(fd);
	if (rc != 0)
		unlink(tmp);
	return rc;
}

int
dtrace_program_genobj(dtrace_hdl_t *dtp, const char *ofile, const char *srcname, int objc,
    char *const objv[])
{
	DT_PROTECTED(dtp, int, -1, dt_program_genobj(dtp, ofile, srcname, objc, objv));
}
