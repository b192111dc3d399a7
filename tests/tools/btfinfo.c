/*
 * btfinfo: answer questions about the kernel's C types straight from BTF,
 * so that the golden tests can compare what dtrace computes (sizeof,
 * offsetof, bit-fields) with values obtained independently of it.
 *
 *	btfinfo size TYPE		size in bytes of TYPE
 *	btfinfo offset TYPE MEMBER	byte offset of MEMBER in TYPE
 *	btfinfo bitfield TYPE MEMBER	"BITOFFSET BITSIZE" of MEMBER
 *	btfinfo msize TYPE MEMBER	size in bytes of MEMBER's type
 *	btfinfo anon TYPE		members reached through anonymous
 *					structs/unions, bit-fields left out:
 *					"NAME OFFSET"
 *	btfinfo bitfields TYPE		bit-field members: "NAME BITOFFSET BITSIZE"
 *	btfinfo -			queries from stdin, one per line, the
 *					words separated by "|" (size|u64), one
 *					answer line each ("error" if it fails)
 *
 * TYPE is "struct NAME", "union NAME", "enum NAME" or a typedef or base
 * type name ("u64", "pid_t", "int"); for "size", a TYPE ending in "*" is
 * any pointer and its size is BTF's pointer size.  MEMBER may be a path
 * "a.b.c"; members of anonymous structs and unions are found as in C.  The
 * BTF file is /sys/kernel/btf/vmlinux unless BTFINFO_FILE names another.
 *
 * Build: cc -o btfinfo tests/tools/btfinfo.c -lbpf (tests/tools/btfinfo.sh
 * has btfinfo_build, which the tests in tests/d/types use).
 * Exit status 0 on success, 1 if the type or member does not exist, 2 on
 * usage errors.
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>

static struct btf *btf;

static void usage(void)
{
	fprintf(stderr,
	    "usage: btfinfo size TYPE\n"
	    "       btfinfo offset TYPE MEMBER\n"
	    "       btfinfo bitfield TYPE MEMBER\n"
	    "       btfinfo msize TYPE MEMBER\n"
	    "       btfinfo anon TYPE\n"
	    "       btfinfo bitfields TYPE\n"
	    "       btfinfo -\n");
	exit(2);
}

/* find_type: the BTF id for "struct X", "union X", "enum X" or a name. */
static int find_type(const char *spec)
{
	static const struct {
		const char *prefix;
		int kind;
	} kinds[] = {
		{ "struct ", BTF_KIND_STRUCT },
		{ "union ", BTF_KIND_UNION },
		{ "enum ", BTF_KIND_ENUM },
	};
	size_t i;
	int id;

	for (i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++) {
		size_t n = strlen(kinds[i].prefix);

		if (strncmp(spec, kinds[i].prefix, n) != 0)
			continue;
		id = btf__find_by_name_kind(btf, spec + n, kinds[i].kind);
		if (id < 0 && kinds[i].kind == BTF_KIND_ENUM)
			id = btf__find_by_name_kind(btf, spec + n,
			    BTF_KIND_ENUM64);
		return id;
	}
	id = btf__find_by_name_kind(btf, spec, BTF_KIND_TYPEDEF);
	if (id < 0)
		id = btf__find_by_name_kind(btf, spec, BTF_KIND_INT);
	return id;
}

/* composite: the struct/union behind ID (typedefs and qualifiers skipped). */
static const struct btf_type *composite(int id)
{
	const struct btf_type *t;

	id = btf__resolve_type(btf, id);
	if (id < 0)
		return NULL;
	t = btf__type_by_id(btf, id);
	if (t == NULL || (!btf_is_struct(t) && !btf_is_union(t)))
		return NULL;
	return t;
}

/*
 * find_member: look NAME up in the struct/union T, descending into
 * anonymous members; on success set *bitoff (from the start of T), *bitsz
 * (0 if not a bit-field) and *type, and return 0.
 */
static int find_member(const struct btf_type *t, const char *name,
    unsigned long *bitoff, unsigned int *bitsz, int *type)
{
	const struct btf_member *m = btf_members(t);
	int i, n = btf_vlen(t);

	for (i = 0; i < n; i++, m++) {
		const char *mname = btf__name_by_offset(btf, m->name_off);
		unsigned long off = btf_member_bit_offset(t, i);
		const struct btf_type *inner;

		if (mname != NULL && mname[0] != '\0') {
			if (strcmp(mname, name) != 0)
				continue;
			*bitoff = off;
			*bitsz = btf_member_bitfield_size(t, i);
			*type = m->type;
			return 0;
		}
		inner = composite(m->type);
		if (inner != NULL &&
		    find_member(inner, name, bitoff, bitsz, type) == 0) {
			*bitoff += off;
			return 0;
		}
	}
	return -1;
}

/*
 * find_path: like find_member, for a dotted path "a.b.c" in the type ID;
 * *mtype is the last member's type.
 */
static int find_path(int id, const char *path, unsigned long *bitoff,
    unsigned int *bitsz, int *mtype)
{
	char *copy = strdup(path), *part, *save = NULL;
	unsigned long total = 0;
	int type = id, rc = 0;

	if (copy == NULL)
		return -1;
	*bitsz = 0;
	for (part = strtok_r(copy, ".", &save); part != NULL;
	    part = strtok_r(NULL, ".", &save)) {
		const struct btf_type *t = composite(type);
		unsigned long off;

		if (t == NULL || find_member(t, part, &off, bitsz, &type) != 0) {
			rc = -1;
			break;
		}
		total += off;
	}
	free(copy);
	*bitoff = total;
	*mtype = type;
	return rc;
}

/*
 * list: print the members of T reached through anonymous members, bit-fields
 * left out (ANON 1), or the bit-field members (ANON 0), anonymous members
 * searched too; BASE is T's bit offset, INANON whether T itself is anonymous.
 */
static void list(const struct btf_type *t, unsigned long base, int anon,
    int inanon)
{
	const struct btf_member *m = btf_members(t);
	int i, n = btf_vlen(t);

	for (i = 0; i < n; i++, m++) {
		const char *mname = btf__name_by_offset(btf, m->name_off);
		unsigned long off = base + btf_member_bit_offset(t, i);
		unsigned int bsz = btf_member_bitfield_size(t, i);

		if (mname == NULL || mname[0] == '\0') {
			const struct btf_type *inner = composite(m->type);

			if (inner != NULL)
				list(inner, off, anon, 1);
			continue;
		}
		if (anon && inanon && bsz == 0)
			printf("%s %lu\n", mname, off / 8);
		else if (!anon && bsz != 0)
			printf("%s %lu %u\n", mname, off, bsz);
	}
}

/*
 * query: answer one question, ARGV[0] being the command; print the answer
 * on stdout.  Return 0, 1 (no such type or member; message on stderr) or
 * 2 (usage).
 */
static int query(int argc, char **argv)
{
	unsigned long bitoff;
	unsigned int bitsz;
	int id, mtype;

	if (argc < 2)
		return 2;
	if (strcmp(argv[0], "size") == 0 && argc == 2 &&
	    argv[1][0] != '\0' && argv[1][strlen(argv[1]) - 1] == '*') {
		printf("%zu\n", btf__pointer_size(btf));
		return 0;
	}
	id = find_type(argv[1]);
	if (id < 0) {
		fprintf(stderr, "btfinfo: %s: no such type\n", argv[1]);
		return 1;
	}

	if (strcmp(argv[0], "size") == 0 && argc == 2) {
		long long sz = btf__resolve_size(btf, id);

		if (sz < 0) {
			fprintf(stderr, "btfinfo: %s: no size\n", argv[1]);
			return 1;
		}
		printf("%lld\n", sz);
	} else if ((strcmp(argv[0], "offset") == 0 ||
	    strcmp(argv[0], "bitfield") == 0 ||
	    strcmp(argv[0], "msize") == 0) && argc == 3) {
		if (find_path(id, argv[2], &bitoff, &bitsz, &mtype) != 0) {
			fprintf(stderr, "btfinfo: %s has no member %s\n",
			    argv[1], argv[2]);
			return 1;
		}
		if (argv[0][0] == 'o') {
			printf("%lu\n", bitoff / 8);
		} else if (argv[0][0] == 'b') {
			printf("%lu %u\n", bitoff, bitsz);
		} else {
			long long sz = btf__resolve_size(btf, mtype);

			if (sz < 0) {
				fprintf(stderr, "btfinfo: %s: no size\n",
				    argv[2]);
				return 1;
			}
			printf("%lld\n", sz);
		}
	} else if ((strcmp(argv[0], "anon") == 0 ||
	    strcmp(argv[0], "bitfields") == 0) && argc == 2) {
		const struct btf_type *t = composite(id);

		if (t == NULL) {
			fprintf(stderr, "btfinfo: %s: not a struct or union\n",
			    argv[1]);
			return 1;
		}
		list(t, 0, argv[0][0] == 'a', 0);
	} else {
		return 2;
	}
	return 0;
}

/*
 * batch: one query per line of stdin, fields separated by "|"
 * ("offset|struct file|f_path"); each answer is one line on stdout, and a
 * query that fails prints "error" there (its reason goes to stderr).
 */
static int batch(void)
{
	char line[1024];

	while (fgets(line, sizeof(line), stdin) != NULL) {
		char *args[4], *p = line;
		int n = 0;

		line[strcspn(line, "\n")] = '\0';
		while (n < 4 && p != NULL) {
			args[n++] = p;
			p = strchr(p, '|');
			if (p != NULL)
				*p++ = '\0';
		}
		if (n == 3 && args[2][0] == '\0')
			n = 2;
		if (query(n, args) != 0)
			printf("error\n");
		fflush(stdout);
	}
	return 0;
}

int main(int argc, char **argv)
{
	const char *file = getenv("BTFINFO_FILE");
	int rc;

	if (argc < 3 && !(argc == 2 && strcmp(argv[1], "-") == 0))
		usage();
	btf = btf__parse(file != NULL ? file : "/sys/kernel/btf/vmlinux", NULL);
	if (btf == NULL) {
		fprintf(stderr, "btfinfo: cannot read BTF: %s\n",
		    strerror(errno));
		return 1;
	}
	if (argc == 2)
		rc = batch();
	else
		rc = query(argc - 1, argv + 1);
	btf__free(btf);
	if (rc == 2)
		usage();
	return rc;
}
