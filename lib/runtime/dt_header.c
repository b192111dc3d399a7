/*
 * dt_header.c: dtrace -h, a C header for the providers a script defines.
 *
 * For each probe the header defines PROVIDER_PROBE(args...), which places
 * a 5-byte nop (nopl 0x0(%rax,%rax,1): 0f 1f 44 00 00, written as bytes so
 * that no assembler shortens it) at the probe point and a stapsdt note (.note.stapsdt, the format
 * of SystemTap's <sys/sdt.h>, which Linux tracers read: bpftrace, perf,
 * and our usdt provider) naming the provider, the probe, the address of
 * the probe point and of its semaphore, and where each argument is
 * ("-4@%edi": a signed 4-byte value in %edi), and
 * PROVIDER_PROBE_ENABLED(), which reads the probe's semaphore: a tracer
 * raises it while the probe is enabled, so that a program can skip the
 * work of computing arguments when nobody is tracing.  The header needs no
 * other header than <stdint.h>.
 *
 * Why a 5-byte nop: a uprobe traps on an int3 written over the probed
 * instruction; on a 5-byte nop this kernel replaces the trap by a call into
 * a trampoline, about half the cost per firing (bench/usdt-nop.sh).  The
 * note's address is the nop's first byte, so tracers that read SystemTap's
 * notes (bpftrace, perf) place their probe there unchanged.
 *
 * Semaphores: each is an unsigned short "PROVIDER_PROBE_semaphore" (probe
 * name with its "__") in section .probes, with hidden visibility, so that
 * the note (a link-time address) and PROVIDER_PROBE_ENABLED() (a
 * PC-relative load, even in a shared object) name the same copy, the one
 * of the object the note is in.  The header defines them weak: files of
 * one program that include it share one semaphore per probe, and a program
 * links without dtrace -G; the object dtrace -G writes (dt_genobj.c)
 * defines them strong, which the linker then takes, as Makefiles written
 * for DTrace expect.
 *
 * Probe names keep their "__" in the note (query__start), as SystemTap's
 * headers do; tracers show them with "-" (query-start), as D writes them.
 *
 * The notes' addresses are _DTRACE_ADDR words, 8 bytes, or 4 when the
 * header is compiled for a 32-bit program (cc -m32); so are pointer
 * arguments.  Integer arguments have the sizes of the D definition's
 * types: dtrace -32 -h gives a 32-bit program's (long of 4 bytes).
 *
 * The asm clobbers "memory", so that what a probe's arguments point to
 * (a string just built in a local buffer) is in memory at the probe, as it
 * is at a call of DTrace's own probe functions.
 *
 * The provider's definition: stapsdt notes carry no argument types, so
 * the header also leaves, at file scope, each provider's record
 * (dt_provnote.c: each probe's native and translated argument types and
 * the mapping between them, as DTrace's DOF has them) as a note of owner
 * "dtrace" in section .note.dtrace-prov, in a COMDAT group named
 * _.dtrace_prov.PROVIDER (no '-': clang's assembler refuses one in a
 * group name): every file that includes the header has a copy, the
 * linker keeps one.  The USDT provider types args[] from it.  dtrace
 * -G writes the same record (dt_genobj.c), for objects that call DTrace's
 * probe functions instead of including the header; dt_udprov_record
 * encodes it for both.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_front.h"
#include "dt_provnote.h"
#include "dt_runtime.h"

/* the name of a probe's semaphore, which dtrace -G defines (dt_genobj.c) */
void
dt_udprobe_semname(const dt_udprov_t *pv, const dt_udprobe_t *pr, char *buf, size_t len)
{
	char nn[128];

	dt_udprobe_notename(pr->name, nn, sizeof(nn));
	snprintf(buf, len, "%s_%s_semaphore", pv->name, nn);
}

static void
hd_upper(const char *s, char *buf, size_t len)
{
	size_t n = 0;

	for (; *s != '\0' && n + 1 < len; s++)
		buf[n++] = *s == '-' || *s == '.' ? '_' : (char)toupper((unsigned char)*s);
	buf[n] = '\0';
}

/*
 * the C type an argument is passed as (NULL: as a uint64_t, through
 * uintptr_t), and its size in a note (negative: signed); also dtrace -G's
 */
const char *
dt_udprobe_argtype(const dt_type_t *t, int *sizep)
{
	if (dt_type_is_int(t) && t->kind != DT_TK_PTR) {
		static const char *const s[] = { "int8_t", "int16_t", "int32_t", "int64_t" };
		static const char *const u[] = { "uint8_t", "uint16_t", "uint32_t", "uint64_t" };
		int i = t->size == 1 ? 0 : t->size == 2 ? 1 : t->size == 4 ? 2 : 3;

		*sizep = t->sign ? -(1 << i) : (1 << i);
		return t->sign ? s[i] : u[i];
	}
	*sizep = 8;	/* pointers and strings (char *) */
	return NULL;
}

size_t
dt_udprov_record(const dt_udprov_t *pv, char **bufp)
{
	dt_pnprov_t rec;
	size_t len;

	dt_provnote_def(pv, &rec);
	len = dt_provnote_encode(&rec, bufp);
	dt_provnote_free(&rec);
	return len;
}

/* provider pv's record as a note in its COMDAT group, at file scope */
static void
hd_record(FILE *fp, const dt_udprov_t *pv)
{
	char *buf;
	size_t len = dt_udprov_record(pv, &buf);

	fprintf(fp, "/* provider %s's definition, for tracers (the argument types) */\n", pv->name);
	fprintf(fp, "__asm__ (\n");
	fprintf(fp, "    \".pushsection %s,\\\"G\\\",\\\"note\\\",_.dtrace_prov.%s,comdat\\n\"\n",
	    DT_PN_SECTION, pv->name);
	fprintf(fp, "    \".balign 4\\n\"\n");
	fprintf(fp, "    \".4byte %zu, 992f-991f, 0x%x\\n\"\n", sizeof(DT_PN_OWNER), DT_PN_TYPE);
	fprintf(fp, "    \".asciz \\\"%s\\\"\\n\"\n", DT_PN_OWNER);
	fprintf(fp, "    \".balign 4\\n\"\n");
	fprintf(fp, "    \"991:\\n\"\n");
	for (size_t off = 0; off < len; off += strlen(buf + off) + 1)
		fprintf(fp, "    \".asciz \\\"%s\\\"\\n\"\n", buf + off);
	fprintf(fp, "    \"992: .balign 4\\n\"\n");
	fprintf(fp, "    \".popsection\\n\");\n\n");
	free(buf);
}

static int
dt_program_header(dtrace_hdl_t *dtp, FILE *fp, const char *fname)
{
	char guard[300], up[256], pup[128], nn[128];
	const char *base = strrchr(fname, '/') ? strrchr(fname, '/') + 1 : fname;

	hd_upper(base, up, sizeof(up));
	snprintf(guard, sizeof(guard), "_%s", up);
	fprintf(fp, "/*\n * Generated by dtrace(1) (DTrace for Linux): do not edit.\n *\n"
	    " * PROVIDER_PROBE(args) marks a probe point with a stapsdt note;\n"
	    " * PROVIDER_PROBE_ENABLED() is true while a tracer has the probe enabled.\n */\n\n");
	fprintf(fp, "#ifndef\t%s\n#define\t%s\n\n#include <stdint.h>\n\n", guard, guard);
	/* the notes' addresses and pointer arguments: 8 bytes, 4 in a 32-bit compile (-m32) */
	fprintf(fp, "#ifndef\t_DTRACE_ADDR\n#if defined(__LP64__) || defined(_LP64)\n"
	    "#define\t_DTRACE_ADDR\t\".8byte\"\n#define\t_DTRACE_PTRSZ\t\"8\"\n#else\n"
	    "#define\t_DTRACE_ADDR\t\".4byte\"\n#define\t_DTRACE_PTRSZ\t\"4\"\n#endif\n"
	    "#endif\n\n");
	fprintf(fp, "#ifdef\t__cplusplus\nextern \"C\" {\n#endif\n\n");
	for (dt_udprov_t *pv = dtp->udprovs; pv != NULL; pv = pv->next) {
		fprintf(fp, "/* provider %s */\n\n", pv->name);
		hd_record(fp, pv);
		hd_upper(pv->name, pup, sizeof(pup));
		for (dt_udprobe_t *pr = pv->probes; pr != NULL; pr = pr->next) {
			char sem[300];

			dt_udprobe_notename(pr->name, nn, sizeof(nn));
			hd_upper(pr->name, up, sizeof(up));
			dt_udprobe_semname(pv, pr, sem, sizeof(sem));
			fprintf(fp, "__extension__ volatile unsigned short %s\n"
			    "    __attribute__((weak, unused, visibility(\"hidden\"), section(\".probes\")));\n", sem);
			fprintf(fp, "#define\t%s_%s_ENABLED() \\\n\t__builtin_expect(%s != 0, 0)\n",
			    pup, up, sem);
			fprintf(fp, "#define\t%s_%s(", pup, up);
			for (int i = 0; i < pr->nargs; i++)
				fprintf(fp, "%sarg%d", i ? ", " : "", i);
			fprintf(fp, ") \\\ndo { \\\n\t__asm__ __volatile__ ( \\\n");
			fprintf(fp, "\t    \"990: .byte 0x0f, 0x1f, 0x44, 0x00, 0x00\\n\" \\\n");
			fprintf(fp, "\t    \".pushsection .note.stapsdt,\\\"?\\\",\\\"note\\\"\\n\" \\\n");
			fprintf(fp, "\t    \".balign 4\\n\" \\\n");
			fprintf(fp, "\t    \".4byte 992f-991f, 994f-993f, 3\\n\" \\\n");
			fprintf(fp, "\t    \"991: .asciz \\\"stapsdt\\\"\\n\" \\\n");
			fprintf(fp, "\t    \"992: .balign 4\\n\" \\\n");
			fprintf(fp, "\t    \"993: \" _DTRACE_ADDR \" 990b\\n\" \\\n");
			fprintf(fp, "\t    _DTRACE_ADDR \" _.stapsdt.base\\n\" \\\n");
			fprintf(fp, "\t    _DTRACE_ADDR \" %s\\n\" \\\n", sem);
			fprintf(fp, "\t    \".asciz \\\"%s\\\"\\n\" \\\n", pv->name);
			fprintf(fp, "\t    \".asciz \\\"%s\\\"\\n\" \\\n", nn);
			fprintf(fp, "\t    \".asciz \\\"");
			for (int i = 0; i < pr->nargs; i++) {
				int size;

				if (dt_udprobe_argtype(pr->args[i], &size) == NULL)
					fprintf(fp, "%s\" _DTRACE_PTRSZ \"@%%[a%d]", i ? " " : "", i);
				else
					fprintf(fp, "%s%d@%%[a%d]", i ? " " : "", size, i);
			}
			fprintf(fp, "\\\"\\n\" \\\n");
			fprintf(fp, "\t    \"994: .balign 4\\n\" \\\n");
			fprintf(fp, "\t    \".popsection\\n\" \\\n");
			fprintf(fp, "\t    \".ifndef _.stapsdt.base\\n\" \\\n");
			fprintf(fp, "\t    \".pushsection .stapsdt.base,\\\"aG\\\",\\\"progbits\\\","
			    ".stapsdt.base,comdat\\n\" \\\n");
			fprintf(fp, "\t    \".weak _.stapsdt.base\\n\" \\\n");
			fprintf(fp, "\t    \".hidden _.stapsdt.base\\n\" \\\n");
			fprintf(fp, "\t    \"_.stapsdt.base: .space 1\\n\" \\\n");
			fprintf(fp, "\t    \".size _.stapsdt.base, 1\\n\" \\\n");
			fprintf(fp, "\t    \".popsection\\n\" \\\n");
			fprintf(fp, "\t    \".endif\\n\" \\\n");
			fprintf(fp, "\t    : :");
			for (int i = 0; i < pr->nargs; i++) {
				int size;
				const char *ct = dt_udprobe_argtype(pr->args[i], &size);

				if (ct != NULL)
					fprintf(fp, "%s [a%d] \"nor\" ((%s)(arg%d))", i ? "," : "", i, ct, i);
				else
					fprintf(fp, "%s [a%d] \"nor\" ((uintptr_t)(arg%d))",
					    i ? "," : "", i, i);
			}
			/* memory: what the arguments point to is written before the probe, as before a call */
			fprintf(fp, " : \"memory\"); \\\n} while (0)\n\n");
		}
	}
	fprintf(fp, "#ifdef\t__cplusplus\n}\n#endif\n\n#endif\t/* %s */\n", guard);
	return ferror(fp) ? dt_set_err(dtp, D_UNKNOWN, "failed to write the header") : 0;
}

int
dtrace_program_header(dtrace_hdl_t *dtp, FILE *fp, const char *fname)
{
	DT_PROTECTED(dtp, int, -1, dt_program_header(dtp, fp, fname));
}
