/*
 * test_provnote.c: unit tests for the provider record (dt_provnote.c), the
 * D definition of a program's own provider that dtrace -h and -G leave in
 * the program: a record encoded and decoded again is the same (natives,
 * translated types, mappings, a probe without arguments); every malformed
 * descriptor (each kind of damage, and every truncation) is refused with
 * a reason and nothing allocated; padding after the last string is the
 * end; lookups by provider and probe.  Then in a real object compiled by
 * cc: the stapsdt reader keeps a good record, the first of a provider
 * only, and counts a malformed one without failing the file.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dt_impl.h"
#include "unit.h"
#include "dt_provnote.h"
#include "dt_stapsdt.h"

static char g_err[128];

/* provider myapp: query__start(char *, int); info(struct foo *, int) : (foo_info_t *, int); tick() */
static void
mkprov(dt_pnprov_t *pv, dt_pnprobe_t pr[3])
{
	memset(pv, 0, sizeof(*pv));
	memset(pr, 0, 3 * sizeof(*pr));
	snprintf(pv->name, sizeof(pv->name), "myapp");
	snprintf(pr[0].name, sizeof(pr[0].name), "query__start");
	pr[0].nargs = 2;
	snprintf(pr[0].native[0], DT_PN_NAMELEN, "char *");
	snprintf(pr[0].native[1], DT_PN_NAMELEN, "int");
	snprintf(pr[1].name, sizeof(pr[1].name), "info");
	pr[1].nargs = 2;
	snprintf(pr[1].native[0], DT_PN_NAMELEN, "struct foo *");
	snprintf(pr[1].native[1], DT_PN_NAMELEN, "int");
	pr[1].nxargs = 2;
	snprintf(pr[1].xlate[0], DT_PN_NAMELEN, "int");
	pr[1].map[0] = 1;
	snprintf(pr[1].xlate[1], DT_PN_NAMELEN, "foo_info_t *");
	pr[1].map[1] = 0;
	snprintf(pr[2].name, sizeof(pr[2].name), "tick");
	pv->nprobes = 3;
	pv->probes = pr;
}

static void
test_roundtrip(void)
{
	dt_pnprobe_t pr[3];
	dt_pnprov_t pv, got;
	char *buf;
	size_t len;

	mkprov(&pv, pr);
	len = dt_provnote_encode(&pv, &buf);
	UT_CHECK(len > 0 && buf[len - 1] == '\0');
	UT_EQ_STR(buf, "1");	/* the version first */
	UT_EQ_STR(buf + 2, "myapp");
	UT_EQ_INT(dt_provnote_decode(buf, len, &got, g_err, sizeof(g_err)), 0);
	UT_EQ_STR(got.name, "myapp");
	UT_EQ_INT(got.nprobes, 3);
	if (got.nprobes == 3) {
		UT_EQ_STR(got.probes[0].name, "query__start");
		UT_EQ_INT(got.probes[0].nargs, 2);
		UT_EQ_STR(got.probes[0].native[0], "char *");
		UT_EQ_STR(got.probes[0].native[1], "int");
		UT_EQ_INT(got.probes[0].nxargs, 0);
		UT_EQ_STR(got.probes[1].native[0], "struct foo *");
		UT_EQ_INT(got.probes[1].nxargs, 2);
		UT_EQ_STR(got.probes[1].xlate[0], "int");
		UT_EQ_INT(got.probes[1].map[0], 1);
		UT_EQ_STR(got.probes[1].xlate[1], "foo_info_t *");
		UT_EQ_INT(got.probes[1].map[1], 0);
		UT_EQ_STR(got.probes[2].name, "tick");
		UT_EQ_INT(got.probes[2].nargs, 0);
		UT_EQ_INT(got.probes[2].nxargs, 0);
		UT_CHECK(memcmp(got.probes, pr, sizeof(pr)) == 0);
	}
	/* lookups */
	UT_CHECK(dt_provnote_probe(&got, 1, "myapp", "info") == &got.probes[1]);
	UT_CHECK(dt_provnote_probe(&got, 1, "myapp", "info-x") == NULL);
	UT_CHECK(dt_provnote_probe(&got, 1, "other", "info") == NULL);
	dt_provnote_free(&got);
	UT_CHECK(got.probes == NULL && got.nprobes == 0);

	/* padding a writer counted in the descriptor is the end */
	buf = realloc(buf, len + 3);
	memset(buf + len, 0, 3);
	UT_EQ_INT(dt_provnote_decode(buf, len + 3, &got, g_err, sizeof(g_err)), 0);
	UT_EQ_INT(got.nprobes, 3);
	dt_provnote_free(&got);

	/* a provider without probes */
	pv.nprobes = 0;
	free(buf);
	len = dt_provnote_encode(&pv, &buf);
	UT_EQ_INT(dt_provnote_decode(buf, len, &got, g_err, sizeof(g_err)), 0);
	UT_EQ_INT(got.nprobes, 0);
	dt_provnote_free(&got);
	free(buf);
}

/* a descriptor from strings separated by '|' (each one NUL-terminated) */
static size_t
desc(const char *s, char *buf)
{
	size_t n = strlen(s);

	for (size_t i = 0; i < n; i++)
		buf[i] = s[i] == '|' ? '\0' : s[i];
	buf[n] = '\0';
	return n + 1;
}

/* decoding s fails with a reason containing want */
static void
refused(const char *s, const char *want, int line)
{
	char buf[512];
	size_t n = desc(s, buf);
	dt_pnprov_t got;

	g_err[0] = '\0';
	if (!ut_check(dt_provnote_decode(buf, n, &got, g_err, sizeof(g_err)) == -1, __FILE__,
	    line, s))
		dt_provnote_free(&got);
	if (!ut_check(strstr(g_err, want) != NULL, __FILE__, line, want))
		fprintf(stderr, "\terror was: %s\n", g_err);
	ut_check(got.probes == NULL && got.nprobes == 0, __FILE__, line, "nothing kept");
}

static void
test_malformed(void)
{
	char big[200], s[300];
	dt_pnprobe_t pr[3];
	dt_pnprov_t pv, got;
	char *buf;
	size_t len;

	refused("2|myapp", "version 2", __LINE__);
	refused("1", "provider name missing", __LINE__);
	refused("1||p|0|0", "provider name is empty", __LINE__);
	refused("1|myapp|p", "argument count missing", __LINE__);
	refused("1|myapp|p|x|0", "argument count \"x\" is not a number", __LINE__);
	refused("1|myapp|p|-1|0", "is not a number from 0 to 12", __LINE__);
	refused("1|myapp|p|13", "is not a number from 0 to 12", __LINE__);
	refused("1|myapp|p|2|int", "native type missing", __LINE__);
	refused("1|myapp|p|1||0", "native type is empty", __LINE__);
	refused("1|myapp|p|1|int", "translated argument count missing", __LINE__);
	refused("1|myapp|p|1|int|1|long", "argument mapping missing", __LINE__);
	refused("1|myapp|p|1|int|1|long|1", "argument mapping \"1\" is not a number from 0 to 0",
	    __LINE__);
	refused("1|myapp|p|0|1|long|0", "translates an argument but has none", __LINE__);
	refused("1|myapp|p|0|0|q", "argument count missing", __LINE__);
	memset(big, 'a', 64);
	big[64] = '\0';
	snprintf(s, sizeof(s), "1|myapp|p|1|%s|0", big);
	refused(s, "native type is too long", __LINE__);
	snprintf(s, sizeof(s), "1|%s", big);
	refused(s, "provider name is too long", __LINE__);

	/* not NUL-terminated */
	UT_EQ_INT(dt_provnote_decode("1\0myapp\0p\0" "0\0" "0", 13, &got, g_err, sizeof(g_err)), -1);
	UT_CHECK(strstr(g_err, "truncated") != NULL);

	/* every truncation of a good record that ends inside a probe is refused */
	mkprov(&pv, pr);
	len = dt_provnote_encode(&pv, &buf);
	for (size_t n = 0; n < len; n++) {
		int rc = dt_provnote_decode(buf, n, &got, g_err, sizeof(g_err));

		/* a prefix may end just after a probe (the previous byte a probe's end): fewer probes */
		if (rc == 0) {
			UT_CHECK(got.nprobes < 3 && n > 0 && buf[n - 1] == '\0');
			dt_provnote_free(&got);
		} else {
			UT_CHECK(got.probes == NULL && g_err[0] != '\0');
		}
	}
	free(buf);
}

/* an object, compiled by cc, with the records of asm (the -h header's form) */
static void
test_elf(void)
{
	char dir[] = "/tmp/ut-provnote.XXXXXX", cmd[1100], src[256], obj[256], err[128];
	dt_sdtfile_t f;
	FILE *fp;

	if (mkdtemp(dir) == NULL) {
		UT_CHECK(!"mkdtemp");
		return;
	}
	snprintf(src, sizeof(src), "%s/rec.c", dir);
	snprintf(obj, sizeof(obj), "%s/rec.o", dir);
	if ((fp = fopen(src, "w")) == NULL) {
		UT_CHECK(!"fopen");
		return;
	}
	/* a good record of myapp, a second (other) record of myapp, a bad one of bad */
	fprintf(fp, "#define REC(v, prov, p) __asm__ (\".pushsection .note.dtrace-prov,\\\"\\\",\\\"note\\\"\\n\" "
	    "\".balign 4\\n.4byte 7, 2f-1f, 0x50524f56\\n.asciz \\\"dtrace\\\"\\n.balign 4\\n\" "
	    "\"1: .asciz \\\"\" v \"\\\"\\n.asciz \\\"\" prov \"\\\"\\n.asciz \\\"\" p \"\\\"\\n\" "
	    "\".asciz \\\"1\\\"\\n.asciz \\\"char *\\\"\\n.asciz \\\"0\\\"\\n2: .balign 4\\n.popsection\\n\")\n"
	    "REC(\"1\", \"myapp\", \"first\");\nREC(\"1\", \"myapp\", \"second\");\n"
	    "REC(\"9\", \"bad\", \"p\");\nint x;\n");
	fclose(fp);
	snprintf(cmd, sizeof(cmd), "cc -c -o %s %s", obj, src);
	if (system(cmd) != 0) {
		UT_CHECK(!"cc failed");
		return;
	}
	UT_EQ_INT(dt_stapsdt_read(obj, &f, err, sizeof(err)), 0);
	UT_EQ_INT(f.nprobes, 0);
	UT_EQ_INT(f.nprovs, 1);
	UT_EQ_INT(f.nbadprovs, 1);
	UT_CHECK(strstr(f.provserr, "version 9") != NULL);
	UT_CHECK(dt_provnote_probe(f.provs, f.nprovs, "myapp", "first") != NULL);
	UT_CHECK(dt_provnote_probe(f.provs, f.nprovs, "myapp", "second") == NULL);
	if (f.nprovs == 1 && f.provs[0].nprobes == 1)
		UT_EQ_STR(f.provs[0].probes[0].native[0], "char *");
	dt_stapsdt_free(&f);
	UT_CHECK(f.provs == NULL && f.nprovs == 0);
	unlink(obj);
	unlink(src);
	rmdir(dir);
}

int
main(void)
{
	test_roundtrip();
	test_malformed();
	test_elf();
	return ut_finish("provnote");
}
