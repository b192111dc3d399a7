/*
 * test_stapsdt.c: unit tests for the stapsdt reader (dt_stapsdt.c): the
 * x86_64 argument specs gcc writes (registers and sub-registers, memory
 * with base, index and scale, %rip-relative symbols, constants) and the
 * errors of bad ones; then real notes: Debian's python3 (with semaphores)
 * and libstdc++ (without), read by the reader and by readelf -n, which
 * must agree note by note (and on the function holding each probe, by
 * readelf -s); each probe's file offset must hold the nop
 * SystemTap's header places there, and each semaphore's file offset must
 * be its place in the .probes section as readelf -S shows it; and copies
 * of python3 made to look prelinked (.stapsdt.base moved), whose probes
 * and semaphores the reader moves by as much, or with malformed notes.
 */
#include <elf.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dt_impl.h"
#include "unit.h"
#include "dt_stapsdt.h"

static dt_sdtarg_t g_args[DT_SDT_MAXARGS];
static char g_err[128];

static int
parse(const char *s)
{
	g_err[0] = '\0';
	return dt_stapsdt_args(s, g_args, DT_SDT_MAXARGS, g_err, sizeof(g_err));
}

static void
test_args(void)
{
	dt_sdtarg_t *a = g_args;

	UT_EQ_INT(parse("-4@%edi"), 1);
	UT_EQ_INT(a->kind, DT_SDTA_REG);
	UT_EQ_INT(a->size, 4);
	UT_EQ_INT(a->sign, 1);
	UT_EQ_INT(a->reg, DT_SDTR_RDI);
	UT_EQ_INT(a->regsize, 4);
	UT_EQ_INT(dt_stapsdt_ptregs_off(a->reg), 112);

	UT_EQ_INT(parse("8@%rax  -8@%r12"), 2);
	UT_EQ_INT(a[0].reg, DT_SDTR_RAX);
	UT_EQ_INT(a[0].sign, 0);
	UT_EQ_INT(a[0].regsize, 8);
	UT_EQ_INT(a[1].reg, DT_SDTR_R12);
	UT_EQ_INT(a[1].sign, 1);
	UT_EQ_INT(dt_stapsdt_ptregs_off(a[1].reg), 24);

	UT_EQ_INT(parse("-4@-20(%rbp)"), 1);
	UT_EQ_INT(a->kind, DT_SDTA_MEM);
	UT_EQ_INT(a->reg, DT_SDTR_RBP);
	UT_EQ_INT(a->disp, -20);
	UT_EQ_INT(a->index, DT_SDTR_NONE);
	UT_EQ_STR(a->sym, "");

	UT_EQ_INT(parse("8@8(%rsp)"), 1);
	UT_EQ_INT(a->kind, DT_SDTA_MEM);
	UT_EQ_INT(a->reg, DT_SDTR_RSP);
	UT_EQ_INT(a->disp, 8);

	UT_EQ_INT(parse("4@$5 -8@$-1 8@$0x10"), 3);
	UT_EQ_INT(a[0].kind, DT_SDTA_CONST);
	UT_EQ_INT(a[0].disp, 5);
	UT_EQ_INT(a[0].sign, 0);
	UT_EQ_INT(a[1].kind, DT_SDTA_CONST);
	UT_EQ_INT(a[1].disp, -1);
	UT_EQ_INT(a[1].sign, 1);
	UT_EQ_INT(a[2].disp, 16);

	UT_EQ_INT(parse("8@16(%rax,%rbx,8)"), 1);
	UT_EQ_INT(a->kind, DT_SDTA_MEM);
	UT_EQ_INT(a->reg, DT_SDTR_RAX);
	UT_EQ_INT(a->index, DT_SDTR_RBX);
	UT_EQ_INT(a->scale, 8);
	UT_EQ_INT(a->disp, 16);

	UT_EQ_INT(parse("4@(,%rcx,4) 8@(%rdx) 1@-0x8(%r9,%r10)"), 3);
	UT_EQ_INT(a[0].reg, DT_SDTR_NONE);
	UT_EQ_INT(a[0].index, DT_SDTR_RCX);
	UT_EQ_INT(a[0].scale, 4);
	UT_EQ_INT(a[1].reg, DT_SDTR_RDX);
	UT_EQ_INT(a[1].disp, 0);
	UT_EQ_INT(a[2].reg, DT_SDTR_R9);
	UT_EQ_INT(a[2].index, DT_SDTR_R10);
	UT_EQ_INT(a[2].scale, 1);
	UT_EQ_INT(a[2].disp, -8);

	/* sub-registers: the register, and the size and shift of the part named */
	{
		static const struct { int reg, size, shift; } want[] = {
			{ DT_SDTR_RAX, 2, 0 }, { DT_SDTR_RAX, 1, 0 }, { DT_SDTR_RAX, 1, 8 },
			{ DT_SDTR_RSI, 1, 0 }, { DT_SDTR_R8, 2, 0 }, { DT_SDTR_R15, 4, 0 },
			{ DT_SDTR_R11, 1, 0 }, { DT_SDTR_RBP, 1, 0 },
		};

		UT_EQ_INT(parse("2@%ax -1@%al 1@%ah 1@%sil 2@%r8w 4@%r15d 1@%r11b 1@%bpl"), 8);
		for (int i = 0; i < 8; i++) {
			UT_EQ_INT(a[i].kind, DT_SDTA_REG);
			UT_EQ_INT(a[i].reg, want[i].reg);
			UT_EQ_INT(a[i].regsize, want[i].size);
			UT_EQ_INT(a[i].regshift, want[i].shift);
		}
	}
	UT_EQ_INT(dt_stapsdt_ptregs_off(DT_SDTR_R15), 0);

	/* %rip-relative: a symbol and an offset from it */
	UT_EQ_INT(parse("8@foo(%rip) -4@counter+8(%rip)"), 2);
	UT_EQ_INT(a[0].kind, DT_SDTA_MEM);
	UT_EQ_INT(a[0].reg, DT_SDTR_RIP);
	UT_EQ_STR(a[0].sym, "foo");
	UT_EQ_INT(a[0].disp, 0);
	UT_EQ_STR(a[1].sym, "counter");
	UT_EQ_INT(a[1].disp, 8);
	UT_EQ_INT(dt_stapsdt_ptregs_off(DT_SDTR_RIP), 128);
	UT_EQ_STR(dt_stapsdt_regname(DT_SDTR_RIP), "rip");

	/* an old note without sizes: 8 unsigned bytes; no arguments */
	UT_EQ_INT(parse("%rdi"), 1);
	UT_EQ_INT(a->size, 8);
	UT_EQ_INT(a->sign, 0);
	UT_EQ_INT(parse(""), 0);
	UT_EQ_INT(parse("   "), 0);

	/* bad specs: an error naming the argument, never a crash */
	UT_EQ_INT(parse("3@%rax"), -1);
	UT_EQ_STR(g_err, "invalid argument size in '3@%rax'");
	UT_EQ_INT(parse("8@%foo"), -1);
	UT_EQ_STR(g_err, "invalid argument operand '%foo'");
	UT_EQ_INT(parse("8@16(%rax,%rbx,3)"), -1);
	UT_EQ_INT(parse("8@16(%rax"), -1);
	UT_EQ_INT(parse("8@(%rip,%rax,2)"), -1);
	UT_EQ_INT(parse("8@$x"), -1);
	UT_EQ_INT(parse("8@"), -1);
	UT_EQ_INT(parse("8@%ah(%rax)"), -1);
	UT_EQ_INT(parse("1@%r16"), -1);
	UT_EQ_INT(parse("8@%rax 8@%rax 8@%rax 8@%rax 8@%rax 8@%rax 8@%rax 8@%rax 8@%rax 8@%rax "
	    "8@%rax 8@%rax 8@%rax"), -1);
	UT_EQ_STR(g_err, "more than 12 arguments");
}

/* ---- real objects, against readelf -------------------------------------- */

typedef struct re_note {
	char prov[64], name[64], args[256];
	uint64_t loc, base, sem;
} re_note_t;

/* readelf -n's stapsdt notes of path, in order */
static int
readelf_notes(const char *path, re_note_t *v, int max)
{
	char cmd[512], line[512];
	FILE *p;
	int n = -1;

	snprintf(cmd, sizeof(cmd), "readelf -n '%s' 2>/dev/null", path);
	if ((p = popen(cmd, "r")) == NULL)
		return -1;
	while (fgets(line, sizeof(line), p) != NULL) {
		char *s = line + strspn(line, " ");
		unsigned long long a, b, c;

		line[strcspn(line, "\n")] = '\0';
		if (strncmp(s, "Provider: ", 10) == 0 && n + 1 < max) {
			n++;
			memset(&v[n], 0, sizeof(v[n]));
			snprintf(v[n].prov, sizeof(v[n].prov), "%s", s + 10);
		} else if (n >= 0 && strncmp(s, "Name: ", 6) == 0) {
			snprintf(v[n].name, sizeof(v[n].name), "%s", s + 6);
		} else if (n >= 0 && sscanf(s, "Location: %llx, Base: %llx, Semaphore: %llx",
		    &a, &b, &c) == 3) {
			v[n].loc = a;
			v[n].base = b;
			v[n].sem = c;
		} else if (n >= 0 && strncmp(s, "Arguments:", 10) == 0) {
			snprintf(v[n].args, sizeof(v[n].args), "%s", s + 10 + (s[10] == ' '));
		}
	}
	pclose(p);
	return n + 1;
}

/* the address and file offset of a section, by readelf -SW */
static int
readelf_section(const char *path, const char *sec, uint64_t *addr, uint64_t *off)
{
	char cmd[512], line[512];
	FILE *p;
	int found = 0;

	snprintf(cmd, sizeof(cmd), "readelf -SW '%s' 2>/dev/null", path);
	if ((p = popen(cmd, "r")) == NULL)
		return 0;
	while (fgets(line, sizeof(line), p) != NULL) {
		char name[64], type[32];
		unsigned long long a, o;
		char *s = strchr(line, ']');

		if (s != NULL && sscanf(s + 1, "%63s %31s %llx %llx", name, type, &a, &o) == 4 &&
		    strcmp(name, sec) == 0) {
			*addr = a;
			*off = o;
			found = 1;
		}
	}
	pclose(p);
	return found;
}

/* the function symbol holding pc by readelf -sW (a global one first), "" if none */
static void
readelf_func(const char *path, uint64_t pc, char *fn, size_t len)
{
	char cmd[512], line[1024];
	int global = 0;
	FILE *p;

	fn[0] = '\0';
	snprintf(cmd, sizeof(cmd), "readelf -sW '%s' 2>/dev/null", path);
	if ((p = popen(cmd, "r")) == NULL)
		return;
	while (fgets(line, sizeof(line), p) != NULL) {
		char num[32], val[32], size[32], type[32], bind[32], vis[32], ndx[32], name[512];
		uint64_t v, sz;

		if (sscanf(line, "%31s %31s %31s %31s %31s %31s %31s %511s", num, val, size, type,
		    bind, vis, ndx, name) != 8 || strcmp(type, "FUNC") != 0 || strcmp(ndx, "UND") == 0)
			continue;
		v = strtoull(val, NULL, 16);
		sz = strtoull(size, NULL, 0);
		name[strcspn(name, "@")] = '\0';	/* a version */
		if (pc >= v && pc < v + sz && (fn[0] == '\0' || (strcmp(bind, "LOCAL") != 0 && !global))) {
			snprintf(fn, len, "%s", name);
			global = strcmp(bind, "LOCAL") != 0;
		}
	}
	pclose(p);
}

/* "__" as "-" */
static void
dname(const char *s, char *buf)
{
	for (; *s != '\0'; s++) {
		if (s[0] == '_' && s[1] == '_')
			s++, *buf++ = '-';
		else
			*buf++ = *s;
	}
	*buf = '\0';
}

static void
test_file(const char *path, int want_sem)
{
	static re_note_t re[512];
	dt_sdtfile_t f;
	char err[256];
	int n = readelf_notes(path, re, 512), nsem = 0;
	uint64_t paddr = 0, poff = 0;
	FILE *fp;

	if (!UT_CHECK(dt_stapsdt_read(path, &f, err, sizeof(err)) == 0)) {
		fprintf(stderr, "%s: %s\n", path, err);
		return;
	}
	UT_CHECK(f.type == ET_EXEC || f.type == ET_DYN);
	if (!UT_CHECK(n > 0) || !UT_EQ_INT(f.nprobes, n))
		goto out;
	readelf_section(path, ".probes", &paddr, &poff);
	fp = fopen(path, "rb");
	for (int i = 0; i < n; i++) {
		dt_sdtprobe_t *p = &f.probes[i];
		char dn[64], fn[512];
		int c;

		dname(re[i].name, dn);
		UT_EQ_STR(p->provider, re[i].prov);
		UT_EQ_STR(p->rawname, re[i].name);
		UT_EQ_STR(p->name, dn);
		UT_EQ_STR(p->argstr, re[i].args);
		UT_EQ_UINT(p->pc, re[i].loc);	/* not prelinked: no adjustment */
		readelf_func(path, p->pc, fn, sizeof(fn));
		UT_EQ_STR(p->func != NULL ? p->func : "", fn);
		UT_EQ_UINT(p->base, re[i].base);
		UT_EQ_UINT(p->sem, re[i].sem);
		UT_CHECK(p->nargs >= 0);
		if (p->nargs < 0)
			fprintf(stderr, "%s: %s: %s\n", path, p->argstr, p->argerr);
		/* the probe's file offset holds SystemTap's 1-byte nop */
		UT_CHECK(p->pcoff != 0);
		if (fp != NULL && fseek(fp, (long)p->pcoff, SEEK_SET) == 0 && (c = getc(fp)) != 0x90)
			UT_EQ_UINT(c, 0x90);
		if (p->sem != 0) {
			nsem++;
			UT_EQ_UINT(p->semoff, p->sem - paddr + poff);
		} else {
			UT_EQ_UINT(p->semoff, 0);
		}
	}
	if (fp != NULL)
		fclose(fp);
	if (want_sem)
		UT_EQ_INT(nsem, n);
	else
		UT_EQ_INT(nsem, 0);
out:
	dt_stapsdt_free(&f);
}

/*
 * A copy of the ELF file at path, in tmp (a mkstemp template), with its
 * section sec changed by patch(file bytes, the section's header); 0 if it
 * could not be made.
 */
static int
copy_patched(const char *path, char *tmp, const char *sec, void (*patch)(char *, Elf64_Shdr *))
{
	Elf64_Ehdr *eh;
	Elf64_Shdr *sh;
	char *buf;
	long len;
	FILE *fp;
	int fd, found = 0;

	if ((fp = fopen(path, "rb")) == NULL)
		return 0;
	fseek(fp, 0, SEEK_END);
	len = ftell(fp);
	rewind(fp);
	buf = malloc((size_t)len);
	if (buf == NULL || fread(buf, 1, (size_t)len, fp) != (size_t)len) {
		fclose(fp);
		free(buf);
		return 0;
	}
	fclose(fp);
	eh = (Elf64_Ehdr *)buf;
	sh = (Elf64_Shdr *)(buf + eh->e_shoff);
	for (int i = 0; i < eh->e_shnum; i++)
		if (strcmp(buf + sh[eh->e_shstrndx].sh_offset + sh[i].sh_name, sec) == 0) {
			patch(buf, &sh[i]);
			found = 1;
		}
	if (!found || (fd = mkstemp(tmp)) < 0) {
		free(buf);
		return 0;
	}
	found = write(fd, buf, (size_t)len) == len;
	close(fd);
	free(buf);
	return found;
}

/* prelinked: .stapsdt.base moved by 0x10000, the notes not */
static void
patch_prelink(char *buf, Elf64_Shdr *sh)
{
	(void)buf;
	sh->sh_addr += 0x10000;
}

/* the first note's descriptor too short for its three addresses */
static void
patch_short(char *buf, Elf64_Shdr *sh)
{
	uint32_t descsz = 10;

	memcpy(buf + sh->sh_offset + 4, &descsz, 4);
}

/* the first note's strings without their NULs */
static void
patch_unterminated(char *buf, Elf64_Shdr *sh)
{
	uint32_t descsz;

	memcpy(&descsz, buf + sh->sh_offset + 4, 4);
	memset(buf + sh->sh_offset + 12 + 8 + 24, 'A', descsz - 24);
}

/*
 * A prelinked object, as a prelinker leaves it: the reader moves each
 * probe's pc and semaphore by as much as .stapsdt.base moved.  Malformed
 * notes are errors, never a crash.
 */
static void
test_prelinked(const char *path)
{
	char tmp[] = "/tmp/test_stapsdtXXXXXX", err[256];
	dt_sdtfile_t f0, f1;

	if (!UT_CHECK(copy_patched(path, tmp, ".stapsdt.base", patch_prelink)))
		return;
	if (UT_CHECK(dt_stapsdt_read(path, &f0, err, sizeof(err)) == 0)) {
		if (UT_CHECK(dt_stapsdt_read(tmp, &f1, err, sizeof(err)) == 0)) {
			UT_EQ_INT(f1.nprobes, f0.nprobes);
			for (int i = 0; i < f0.nprobes && i < f1.nprobes; i++) {
				UT_EQ_UINT(f1.probes[i].pc, f0.probes[i].pc + 0x10000);
				UT_EQ_UINT(f1.probes[i].sem, f0.probes[i].sem ? f0.probes[i].sem + 0x10000 : 0);
				UT_EQ_UINT(f1.probes[i].base, f0.probes[i].base);
			}
			dt_stapsdt_free(&f1);
		}
		dt_stapsdt_free(&f0);
	}
	unlink(tmp);
	strcpy(tmp, "/tmp/test_stapsdtXXXXXX");
	if (UT_CHECK(copy_patched(path, tmp, ".note.stapsdt", patch_short))) {
		UT_EQ_INT(dt_stapsdt_read(tmp, &f1, err, sizeof(err)), -1);
		UT_EQ_STR(err, "a stapsdt note is too short");
		UT_EQ_INT(f1.nprobes, 0);
		unlink(tmp);
	}
	strcpy(tmp, "/tmp/test_stapsdtXXXXXX");
	if (UT_CHECK(copy_patched(path, tmp, ".note.stapsdt", patch_unterminated))) {
		UT_EQ_INT(dt_stapsdt_read(tmp, &f1, err, sizeof(err)), -1);
		UT_EQ_STR(err, "a stapsdt note's strings are not terminated");
		unlink(tmp);
	}
}

static void
test_errors(void)
{
	dt_sdtfile_t f;
	char err[256], tmp[] = "/tmp/test_stapsdtXXXXXX";
	int fd;

	UT_EQ_INT(dt_stapsdt_read("/nonexistent/x", &f, err, sizeof(err)), -1);
	UT_EQ_STR(err, "failed to open /nonexistent/x: No such file or directory");
	UT_EQ_INT(f.nprobes, 0);
	if ((fd = mkstemp(tmp)) >= 0) {
		UT_CHECK(write(fd, "not an ELF file\n", 16) == 16);
		close(fd);
		UT_EQ_INT(dt_stapsdt_read(tmp, &f, err, sizeof(err)), -1);
		UT_CHECK(strstr(err, "is not an ELF file") != NULL);
		unlink(tmp);
	}
	/* an object without notes has no probes */
	UT_EQ_INT(dt_stapsdt_read("/proc/self/exe", &f, err, sizeof(err)), 0);
	UT_EQ_INT(f.nprobes, 0);
	dt_stapsdt_free(&f);
}

int
main(void)
{
	glob_t g;

	test_args();
	test_errors();
	/* Debian's python3 carries notes with semaphores, libstdc++ without */
	if (glob("/usr/bin/python3.[0-9]*", 0, NULL, &g) == 0) {
		for (size_t i = 0; i < g.gl_pathc; i++)
			if (strchr(g.gl_pathv[i] + 15, '-') == NULL) {
				test_file(g.gl_pathv[i], 1);
				test_prelinked(g.gl_pathv[i]);
				break;
			}
		globfree(&g);
	} else {
		fprintf(stderr, "test_stapsdt: no /usr/bin/python3.*: install python3\n");
		UT_CHECK(0);
	}
	if (access("/lib/x86_64-linux-gnu/libstdc++.so.6", R_OK) == 0)
		test_file("/lib/x86_64-linux-gnu/libstdc++.so.6", 0);
	return ut_finish("stapsdt");
}
