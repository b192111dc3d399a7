/*
 * test_usyms.c: unit tests for user symbols (dt_usyms.c) and ELF objects
 * (dt_uobj.c: a function by any of its names, file offsets, code), on this test's
 * own executable (a PIE, so the load bias is not zero) and the C library
 * it runs with: the ELF symbol lookup of an object, the choice among
 * aliases at one address, the placement of a process address through
 * /proc/self/maps and the program headers, and the text forms DTrace
 * prints (obj`sym+0xoff, obj`sym, obj, obj`0x..., 0x...), and dt_stack.c's
 * printing of user stacks and symbols, and their folded form.  The build
 * ids objects are found by for processes that have exited: the
 * executable's, as libelf reads its notes, and those of small ELF files
 * written here (notes of other owners and types first, a short id, none).
 */
#include <elf.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dt_impl.h"
#include "unit.h"
#include "dt_front.h"
#include "dt_runtime.h"

/* a local function, with a global alias: the global name is preferred */
static __attribute__((noinline, used)) int
ut_leaf(int x)
{
	return x * 3 + (int)getpid();
}
extern int ut_leaf_alias(int) __attribute__((alias("ut_leaf")));

/* two global names: fewer leading underscores is preferred */
__attribute__((noinline)) int
ut_pref(int x)
{
	return x ^ 0x5a;
}
extern int __ut_pref(int) __attribute__((alias("ut_pref")));

/* a C++ name: printed demangled when libstdc++ is installed */
__attribute__((noinline)) int ut_mangled(int) __asm__("_ZN2ut7mangledEi");
__attribute__((noinline)) int
ut_mangled(int x)
{
	return x * 7 + (int)getppid();
}

/* initialized, so in .data: a file-backed mapping of the executable wherever
 * the linker puts it (a .bss array may fall in the anonymous pages after it) */
static int ut_data[64] = { 1 };

/*
 * What the pid provider uses (dt_uobj.c): a function by any of its names
 * (the preferred one, or an alias kept aside), its file offset, and its
 * bytes as the file has them (which are the ones this process runs).
 */
static void
test_object_funcs(void)
{
	dt_uobj_t *o = dt_uobj_open("/proc/self/exe");
	const dt_usym_t *a, *b, *c;
	uint64_t off = 0, vaddr = 0;
	uint8_t code[4];
	const uint8_t *mine;

	UT_CHECK(o != NULL);
	if (o == NULL)
		return;
	a = dt_uobj_func(o, "ut_leaf_alias");
	b = dt_uobj_func(o, "ut_leaf");
	c = dt_uobj_func(o, "__ut_pref");
	UT_CHECK(a != NULL && b != NULL && c != NULL);
	if (a != NULL && b != NULL && c != NULL) {
		UT_EQ_UINT(a->value, b->value);	/* one function, two names */
		UT_EQ_STR(a->name, "ut_leaf_alias");
		UT_EQ_STR(b->name, "ut_leaf");
		UT_CHECK(dt_usym_isfunc(a) && dt_usym_isfunc(b));
		UT_EQ_INT(dt_uobj_vaddr2off(o, a->value, &off), 0);
		UT_EQ_INT(dt_uobj_off2vaddr(o, off, &vaddr), 0);
		UT_EQ_UINT(vaddr, a->value);
		/* the code in the file is the code this process runs */
		mine = (const uint8_t *)(uintptr_t)&ut_leaf;
		UT_EQ_INT(dt_uobj_read(o, a->value, code, sizeof(code)), 0);
		UT_CHECK(memcmp(code, mine, sizeof(code)) == 0);
	}
	UT_CHECK(dt_uobj_func(o, "no_such_function_here") == NULL);
	UT_EQ_INT(dt_uobj_read(o, 1ULL << 40, code, sizeof(code)), -1);	/* in no segment */
	dt_uobj_close(o);
}

static void
test_object(void)
{
	dt_uobj_t *o = dt_uobj_open("/proc/self/exe");
	const char *name = NULL;
	uint64_t value = 0, vaddr = 0;

	UT_CHECK(o != NULL);
	if (o == NULL)
		return;
	UT_EQ_STR(dt_uobj_name(o), "exe");
	/* file offset 0 is in the first load segment of any executable */
	UT_EQ_INT(dt_uobj_off2vaddr(o, 0, &vaddr), 0);
	UT_EQ_INT(dt_uobj_lookup(o, 0, &name, &value), -1);
	dt_uobj_close(o);
	UT_CHECK(dt_uobj_open("/nonexistent/object") == NULL);
	test_object_funcs();
	UT_CHECK(dt_uobj_open("/proc/self/maps") == NULL);	/* not ELF */
}

/* the GNU build id of the ELF file at path as libelf reads its note sections */
static int
ut_libelf_buildid(const char *path, unsigned char *bid)
{
	int fd = open(path, O_RDONLY), found = -1;
	Elf *elf;
	Elf_Scn *scn = NULL;

	if (fd < 0)
		return -1;
	elf_version(EV_CURRENT);
	if ((elf = elf_begin(fd, ELF_C_READ, NULL)) == NULL) {
		close(fd);
		return -1;
	}
	while (found < 0 && (scn = elf_nextscn(elf, scn)) != NULL) {
		GElf_Shdr sh;
		GElf_Nhdr nh;
		Elf_Data *d;
		size_t off = 0, noff, doff;

		if (gelf_getshdr(scn, &sh) == NULL || sh.sh_type != SHT_NOTE ||
		    (d = elf_getdata(scn, NULL)) == NULL)
			continue;
		while ((off = gelf_getnote(d, off, &nh, &noff, &doff)) > 0)
			if (nh.n_type == NT_GNU_BUILD_ID && nh.n_namesz == 4 &&
			    memcmp((char *)d->d_buf + noff, "GNU", 4) == 0 && nh.n_descsz <= 20) {
				memset(bid, 0, 20);
				memcpy(bid, (char *)d->d_buf + doff, nh.n_descsz);
				found = 0;
				break;
			}
	}
	elf_end(elf);
	close(fd);
	return found;
}

/* append a note (4-byte aligned name and descriptor) at buf + *len */
static void
ut_note(unsigned char *buf, size_t *len, const char *name, uint32_t type,
    const unsigned char *desc, uint32_t descsz)
{
	Elf64_Nhdr nh = { (uint32_t)strlen(name) + 1, descsz, type };

	memcpy(buf + *len, &nh, sizeof(nh));
	*len += sizeof(nh);
	memset(buf + *len, 0, (nh.n_namesz + 3) & ~3U);
	memcpy(buf + *len, name, nh.n_namesz);
	*len += (nh.n_namesz + 3) & ~3U;
	memset(buf + *len, 0, (descsz + 3) & ~3U);
	memcpy(buf + *len, desc, descsz);
	*len += (descsz + 3) & ~3U;
}

/* an ELF file at path with one PT_NOTE segment holding notes[0..len) */
static int
ut_write_elf(const char *path, const unsigned char *notes, size_t len)
{
	Elf64_Ehdr eh = { 0 };
	Elf64_Phdr ph = { 0 };
	FILE *fp = fopen(path, "w");

	if (fp == NULL)
		return -1;
	memcpy(eh.e_ident, ELFMAG, SELFMAG);
	eh.e_ident[EI_CLASS] = ELFCLASS64;
	eh.e_ident[EI_DATA] = ELFDATA2LSB;
	eh.e_ident[EI_VERSION] = EV_CURRENT;
	eh.e_type = ET_DYN;
	eh.e_machine = EM_X86_64;
	eh.e_version = EV_CURRENT;
	eh.e_phoff = sizeof(eh);
	eh.e_ehsize = sizeof(eh);
	eh.e_phentsize = sizeof(ph);
	eh.e_phnum = 1;
	ph.p_type = PT_NOTE;
	ph.p_offset = sizeof(eh) + sizeof(ph);
	ph.p_filesz = ph.p_memsz = len;
	ph.p_align = 4;
	fwrite(&eh, sizeof(eh), 1, fp);
	fwrite(&ph, sizeof(ph), 1, fp);
	fwrite(notes, len, 1, fp);
	return fclose(fp);
}

static void
test_buildid(void)
{
	unsigned char want[20], got[20], notes[256], id[20], abi[16] = { 0 };
	char path[] = "/tmp/test_usyms.XXXXXX";
	size_t len = 0;
	dt_uobj_t *o = dt_uobj_open("/proc/self/exe");
	int fd;

	/* this executable's, as libelf reads it (Debian's gcc links one in) */
	UT_EQ_INT(ut_libelf_buildid("/proc/self/exe", want), 0);
	UT_CHECK(o != NULL);
	if (o != NULL) {
		UT_EQ_INT(dt_uobj_buildid(o, got), 0);
		UT_EQ_INT(memcmp(got, want, 20), 0);
		dt_uobj_close(o);
	}

	/* other notes first (another owner with type 3, GNU's ABI tag), then a
	 * 16-byte id (md5 style): zero-padded */
	if ((fd = mkstemp(path)) < 0) {
		UT_CHECK(0);
		return;
	}
	close(fd);
	for (int i = 0; i < 16; i++)
		id[i] = (unsigned char)(0xa0 + i);
	ut_note(notes, &len, "stapsdt", NT_GNU_BUILD_ID, abi, 5);
	ut_note(notes, &len, "GNU", NT_GNU_ABI_TAG, abi, 16);
	ut_note(notes, &len, "GNU", NT_GNU_BUILD_ID, id, 16);
	UT_EQ_INT(ut_write_elf(path, notes, len), 0);
	o = dt_uobj_open(path);
	UT_CHECK(o != NULL);
	if (o != NULL) {
		memset(want, 0, sizeof(want));
		memcpy(want, id, 16);
		UT_EQ_INT(dt_uobj_buildid(o, got), 0);
		UT_EQ_INT(memcmp(got, want, 20), 0);
		dt_uobj_close(o);
	}

	/* no build id among the notes; a note cut short by the segment's end */
	len = 0;
	ut_note(notes, &len, "GNU", NT_GNU_ABI_TAG, abi, 16);
	ut_note(notes, &len, "GNU", NT_GNU_BUILD_ID, id, 16);
	UT_EQ_INT(ut_write_elf(path, notes, len - 8), 0);
	o = dt_uobj_open(path);
	UT_CHECK(o != NULL);
	if (o != NULL) {
		UT_EQ_INT(dt_uobj_buildid(o, got), -1);
		dt_uobj_close(o);
	}
	unlink(path);
}

static void
test_process(dtrace_hdl_t *dtp)
{
	dt_usyminfo_t si;
	uint64_t leaf = (uint64_t)(uintptr_t)&ut_leaf, pref = (uint64_t)(uintptr_t)&ut_pref;
	uint64_t gp = (uint64_t)(uintptr_t)&getpid;
	char buf[256];
	int pid = getpid();

	UT_EQ_INT(dt_usym_lookup(dtp, pid, leaf + 2, &si), 0);
	UT_EQ_STR(si.obj, "test_usyms");
	UT_EQ_STR(si.name, "ut_leaf_alias");
	UT_EQ_UINT(si.symaddr, leaf);
	UT_EQ_INT(dt_usym_lookup(dtp, pid, pref, &si), 0);
	UT_EQ_STR(si.name, "ut_pref");
	UT_EQ_UINT(si.symaddr, pref);

	/* a shared object: its own bias */
	UT_EQ_INT(dt_usym_lookup(dtp, pid, gp + 1, &si), 0);
	UT_EQ_STR(si.obj, "libc.so.6");
	UT_CHECK(si.name != NULL && strstr(si.name, "getpid") != NULL);
	UT_EQ_UINT(si.symaddr, gp);

	/* no file mapping: the heap and the stack */
	{
		char *heap = malloc(16);

		UT_EQ_INT(dt_usym_lookup(dtp, pid, (uint64_t)(uintptr_t)heap, &si), -1);
		UT_EQ_INT(dt_usym_lookup(dtp, pid, (uint64_t)(uintptr_t)&si, &si), -1);
		free(heap);
	}
	/* a data object is in the executable but in no function */
	UT_CHECK(dt_usym_lookup(dtp, pid, (uint64_t)(uintptr_t)&ut_data[5], &si) >= 0);

	/* the text forms */
	dt_uaddr_str(dtp, pid, leaf + 0x10, DT_SYMFMT_ADDR, buf, sizeof(buf));
	UT_EQ_STR(buf, "test_usyms`ut_leaf_alias+0x10");
	dt_uaddr_str(dtp, pid, leaf, DT_SYMFMT_ADDR, buf, sizeof(buf));
	UT_EQ_STR(buf, "test_usyms`ut_leaf_alias");
	dt_uaddr_str(dtp, pid, leaf + 0x10, DT_SYMFMT_FUNC, buf, sizeof(buf));
	UT_EQ_STR(buf, "test_usyms`ut_leaf_alias");
	dt_uaddr_str(dtp, pid, gp + 3, DT_SYMFMT_MOD, buf, sizeof(buf));
	UT_EQ_STR(buf, "libc.so.6");
	dt_uaddr_str(dtp, pid, 0x10, DT_SYMFMT_ADDR, buf, sizeof(buf));
	UT_EQ_STR(buf, "0x10");
	dt_uaddr_str(dtp, pid, 0x10, DT_SYMFMT_MOD, buf, sizeof(buf));
	UT_EQ_STR(buf, "0x10");
	/* C++ names are demangled (when libstdc++ is there) */
	dt_uaddr_str(dtp, pid, (uint64_t)(uintptr_t)&ut_mangled + 1, DT_SYMFMT_ADDR, buf, sizeof(buf));
	if (access("/usr/lib/x86_64-linux-gnu/libstdc++.so.6", F_OK) == 0)
		UT_EQ_STR(buf, "test_usyms`ut::mangled(int)+0x1");
	else
		UT_EQ_STR(buf, "test_usyms`_ZN2ut7mangledEi+0x1");
	(void)ut_mangled(2);
	/* a process that does not exist: addresses only */
	dt_uaddr_str(dtp, 0x7ffffff0, 0x1234, DT_SYMFMT_FUNC, buf, sizeof(buf));
	UT_EQ_STR(buf, "0x1234");
	(void)ut_leaf_alias(1);
	(void)__ut_pref(1);
}

/* the consumer's printing of user stacks and symbols (dt_stack.c) */
static void
test_datum(dtrace_hdl_t *dtp)
{
	uint64_t leaf = (uint64_t)(uintptr_t)&ut_leaf, pref = (uint64_t)(uintptr_t)&ut_pref;
	uint64_t st[5] = { (uint64_t)getpid(), leaf + 4, pref + 2, 0x10, 0 };
	uint64_t us[2] = { (uint64_t)getpid(), leaf + 4 };
	uint64_t empty[3] = { (uint64_t)getpid(), 0, 0 };
	char *buf = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&buf, &len);

	dtp->stackindent = 3;
	UT_EQ_INT(dt_datum_size(dtp, DT_DK_USTACK, 4), 40);
	UT_EQ_INT(dt_datum_size(dtp, DT_DK_UADDR, 0), 16);
	UT_EQ_INT(dt_datum_size(dtp, DT_DK_SYM, 0), 8);
	dt_print_datum(dtp, fp, DT_DK_USTACK, (const char *)st, sizeof(st));
	dt_print_datum(dtp, fp, DT_DK_USYM, (const char *)us, sizeof(us));
	fputs("|\n", fp);
	dt_print_datum(dtp, fp, DT_DK_UADDR, (const char *)us, sizeof(us));
	fputs("|\n", fp);
	dt_print_datum(dtp, fp, DT_DK_UMOD, (const char *)us, sizeof(us));
	fputs("|\n", fp);
	UT_EQ_INT(dt_print_folded(dtp, fp, DT_DK_USTACK, (const char *)st, sizeof(st), ""), 3);
	fputs("|\n", fp);
	/* sep before the first frame; an empty stack prints nothing, sep neither */
	UT_EQ_INT(dt_print_folded(dtp, fp, DT_DK_USTACK, (const char *)st, sizeof(st), "x;"), 3);
	fputs("|\n", fp);
	UT_EQ_INT(dt_print_folded(dtp, fp, DT_DK_USTACK, (const char *)empty, sizeof(empty), ";"), 0);
	fputs("|\n", fp);
	UT_EQ_INT(dt_print_folded(dtp, fp, DT_DK_USYM, (const char *)us, sizeof(us), ""), -1);
	fclose(fp);
	UT_EQ_STR(buf, "\n"
	    "   test_usyms`ut_leaf_alias+0x4\n"
	    "   test_usyms`ut_pref+0x2\n"
	    "   0x10\n"
	    "  test_usyms`ut_leaf_alias                          |\n"
	    "  test_usyms`ut_leaf_alias+0x4                      |\n"
	    "  test_usyms                                        |\n"
	    "0x10;test_usyms`ut_pref;test_usyms`ut_leaf_alias|\n"
	    "x;0x10;test_usyms`ut_pref;test_usyms`ut_leaf_alias|\n"
	    "|\n");
	free(buf);
	/* keys order frame by frame, as unsigned numbers */
	{
		uint64_t a[3] = { 1, 2, 3 }, b[3] = { 1, 2, 4 }, c[3] = { 1, 0xffffffffffffffffULL, 0 };

		UT_CHECK(dt_datum_cmp(DT_DK_USTACK, (const char *)a, (const char *)b, 24) < 0);
		UT_CHECK(dt_datum_cmp(DT_DK_USTACK, (const char *)b, (const char *)a, 24) > 0);
		UT_CHECK(dt_datum_cmp(DT_DK_USTACK, (const char *)c, (const char *)a, 24) > 0);
		UT_EQ_INT(dt_datum_cmp(DT_DK_USTACK, (const char *)a, (const char *)a, 24), 0);
	}
}

int
main(void)
{
	dtrace_hdl_t *dtp = dt_handle_create();

	test_object();
	test_buildid();
	test_process(dtp);
	test_datum(dtp);
	dt_usyms_fini(dtp);
	dt_usyms_fini(dtp);	/* twice: nothing left */
	dtrace_close(dtp);
	return ut_finish("usyms");
}
