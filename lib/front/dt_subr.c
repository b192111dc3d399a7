/*
 * dt_subr.c: D's subroutines, as the checker sees them.
 *
 * A subroutine is a function that computes a value in probe context and
 * records nothing (strlen, substr, copyinstr, ...); actions (trace, printf,
 * exit) and aggregating functions are dt_check.c's.  Each subroutine has
 * DTrace's prototype (illumos' dt_open.c function table, with the Linux
 * forms Oracle's DTrace uses where they differ): its result type and one
 * parameter kind per argument, trailing ones optional.  Arguments are
 * checked as dt_idcook_sign() checks them, with its messages: integers for
 * integer parameters; strings, char arrays and char pointers (or a void
 * pointer, or the constant 0, NULL) for "const char *"; pointers for
 * pointers.  D keeps no qualifiers in its types, so a message names a
 * "const char *" parameter "char *", as DTrace's do.
 *
 * Functions of integers alone (byte order, device numbers) are folded when
 * their argument is a constant (dt_subr_fold, a pure function with unit
 * tests).  The code of every subroutine is dt_cg.c's (cg_subr) and the
 * runtime routines it calls are dt_rt.c's.
 */
#include <string.h>
#include "dt_impl.h"
#include "dt_front.h"

/*
 * Parameter kinds: S a string (const char *), I an integer, C a char
 * (an integer), U a user address (uintptr_t: an integer or a pointer, as
 * a typed args[] gives it), P a pointer (void *), D a destination in
 * scratch memory (a pointer: not a string, whose buffer is not scratch),
 * 4 an IPv4 address pointer (ipaddr_t *), 6 an IPv6 address pointer
 * (struct in6_addr *), M a kernel mutex (struct mutex *), W a kernel
 * reader-writer spinlock (rwlock_t *); M and W also take a void pointer
 * or an integer (an address, as arg0 gives it).
 *
 * DTrace's lock subroutines are illumos' kmutex_t and krwlock_t tests; on
 * Linux they take the kernel's struct mutex (sleeping, with optimistic
 * spinning: adaptive, never a spin mutex) and rwlock_t (the queued
 * reader-writer spinlock), as Oracle's DTrace does; dt_cg_subr.c reads
 * their words.
 */
typedef struct dt_subrdesc {
	const char *name;
	dt_subr_t id;
	const char *ret;	/* result type: "string", "void", "void *" or a type name */
	int nreq, nargs;	/* required and all parameters */
	const char *kinds;
	const char *pnames[3];	/* parameter types as messages show them */
} dt_subrdesc_t;

#define STR	"char *"
static const dt_subrdesc_t dt_subrs[] = {
	{ "strlen", DT_SUBR_STRLEN, "size_t", 1, 1, "S", { STR } },
	{ "strjoin", DT_SUBR_STRJOIN, "string", 2, 2, "SS", { STR, STR } },
	{ "substr", DT_SUBR_SUBSTR, "string", 2, 3, "SII", { STR, "int", "int" } },
	{ "index", DT_SUBR_INDEX, "int", 2, 3, "SSI", { STR, STR, "int" } },
	{ "rindex", DT_SUBR_RINDEX, "int", 2, 3, "SSI", { STR, STR, "int" } },
	{ "strchr", DT_SUBR_STRCHR, "string", 2, 2, "SC", { STR, "char" } },
	{ "strrchr", DT_SUBR_STRRCHR, "string", 2, 2, "SC", { STR, "char" } },
	{ "strstr", DT_SUBR_STRSTR, "string", 2, 2, "SS", { STR, STR } },
	{ "strtok", DT_SUBR_STRTOK, "string", 2, 2, "SS", { STR, STR } },
	{ "lltostr", DT_SUBR_LLTOSTR, "string", 1, 2, "II", { "int64_t", "int" } },
	{ "toupper", DT_SUBR_TOUPPER, "string", 1, 1, "S", { STR } },
	{ "tolower", DT_SUBR_TOLOWER, "string", 1, 1, "S", { STR } },
	{ "basename", DT_SUBR_BASENAME, "string", 1, 1, "S", { STR } },
	{ "dirname", DT_SUBR_DIRNAME, "string", 1, 1, "S", { STR } },
	{ "cleanpath", DT_SUBR_CLEANPATH, "string", 1, 1, "S", { STR } },
	{ "copyin", DT_SUBR_COPYIN, "void *", 2, 2, "UI", { "uintptr_t", "size_t" } },
	{ "copyinstr", DT_SUBR_COPYINSTR, "string", 1, 2, "UI", { "uintptr_t", "size_t" } },
	{ "copyinto", DT_SUBR_COPYINTO, "void", 3, 3, "UID", { "uintptr_t", "size_t", "void *" } },
	{ "alloca", DT_SUBR_ALLOCA, "void *", 1, 1, "I", { "size_t" } },
	{ "bcopy", DT_SUBR_BCOPY, "void", 3, 3, "PDI", { "void *", "void *", "size_t" } },
	{ "rand", DT_SUBR_RAND, "int", 0, 0, "", { NULL } },
	{ "ntohs", DT_SUBR_NTOHS, "uint16_t", 1, 1, "I", { "uint16_t" } },
	{ "ntohl", DT_SUBR_NTOHL, "uint32_t", 1, 1, "I", { "uint32_t" } },
	{ "ntohll", DT_SUBR_NTOHLL, "uint64_t", 1, 1, "I", { "uint64_t" } },
	{ "htons", DT_SUBR_HTONS, "uint16_t", 1, 1, "I", { "uint16_t" } },
	{ "htonl", DT_SUBR_HTONL, "uint32_t", 1, 1, "I", { "uint32_t" } },
	{ "htonll", DT_SUBR_HTONLL, "uint64_t", 1, 1, "I", { "uint64_t" } },
	{ "getmajor", DT_SUBR_GETMAJOR, "uint32_t", 1, 1, "I", { "dev_t" } },
	{ "getminor", DT_SUBR_GETMINOR, "uint32_t", 1, 1, "I", { "dev_t" } },
	{ "inet_ntoa", DT_SUBR_INET_NTOA, "string", 1, 1, "4", { "ipaddr_t *" } },
	{ "inet_ntoa6", DT_SUBR_INET_NTOA6, "string", 1, 2, "6I", { "struct in6_addr *", "int" } },
	{ "inet_ntop", DT_SUBR_INET_NTOP, "string", 2, 2, "IP", { "int", "void *" } },
	{ "link_ntop", DT_SUBR_LINK_NTOP, "string", 2, 2, "IP", { "int", "void *" } },
	{ "progenyof", DT_SUBR_PROGENYOF, "int", 1, 1, "I", { "pid_t" } },
	{ "d_path", DT_SUBR_D_PATH, "string", 1, 1, "P", { "struct path *" } },
	{ "mutex_owned", DT_SUBR_MUTEX_OWNED, "int", 1, 1, "M", { "struct mutex *" } },
	{ "mutex_owner", DT_SUBR_MUTEX_OWNER, "struct task_struct *", 1, 1, "M",
	    { "struct mutex *" } },
	{ "mutex_type_adaptive", DT_SUBR_MUTEX_TYPE_ADAPTIVE, "int", 1, 1, "M",
	    { "struct mutex *" } },
	{ "mutex_type_spin", DT_SUBR_MUTEX_TYPE_SPIN, "int", 1, 1, "M", { "struct mutex *" } },
	{ "rw_read_held", DT_SUBR_RW_READ_HELD, "int", 1, 1, "W", { "rwlock_t *" } },
	{ "rw_write_held", DT_SUBR_RW_WRITE_HELD, "int", 1, 1, "W", { "rwlock_t *" } },
	{ "rw_iswriter", DT_SUBR_RW_ISWRITER, "int", 1, 1, "W", { "rwlock_t *" } },
	{ "speculation", DT_SUBR_SPECULATION, "int", 0, 0, "", { NULL } },
	{ "copyout", DT_SUBR_COPYOUT, "void", 3, 3, "PUI", { "void *", "uintptr_t", "size_t" } },
	{ "copyoutstr", DT_SUBR_COPYOUTSTR, "void", 3, 3, "SUI", { "char *", "uintptr_t", "size_t" } },
};
#undef STR

static const dt_subrdesc_t *
subr_desc(int id)
{
	for (size_t i = 0; i < sizeof(dt_subrs) / sizeof(dt_subrs[0]); i++)
		if ((int)dt_subrs[i].id == id)
			return &dt_subrs[i];
	return NULL;
}

/* the subroutine called name, or -1 */
int
dt_subr_lookup(const char *name)
{
	for (size_t i = 0; i < sizeof(dt_subrs) / sizeof(dt_subrs[0]); i++)
		if (strcmp(dt_subrs[i].name, name) == 0)
			return dt_subrs[i].id;
	return -1;
}

const char *
dt_subr_name(int id)
{
	const dt_subrdesc_t *d = subr_desc(id);

	return d ? d->name : "?";
}

/* the kind of parameter i of subroutine id (see above), or 0 */
char
dt_subr_param(int id, int i)
{
	const dt_subrdesc_t *d = subr_desc(id);

	return d != NULL && i < d->nargs ? d->kinds[i] : 0;
}

/* the declared type of parameter i of subroutine id, as messages name it, or NULL */
const char *
dt_subr_ptype(int id, int i)
{
	const dt_subrdesc_t *d = subr_desc(id);

	return d != NULL && i < d->nargs ? d->pnames[i] : NULL;
}

/*
 * The value of an integer subroutine of a constant: 1 and *resp set, or 0
 * when id is not such a function.  Byte order is the network's (big
 * endian) against this machine's (little endian).  Device numbers are the
 * kernel's dev_t: a 12-bit major number above a 20-bit minor number
 * (MINORBITS in <linux/kdev_t.h>), the form of the dev_t members of
 * kernel structures (super_block.s_dev, inode.i_rdev); stat(2)'s st_dev is
 * encoded differently.
 */
int
dt_subr_fold(int id, uint64_t v, uint64_t *resp)
{
	switch (id) {
	case DT_SUBR_NTOHS: case DT_SUBR_HTONS:
		*resp = (uint16_t)((v & 0xff) << 8 | (v >> 8 & 0xff));
		return 1;
	case DT_SUBR_NTOHL: case DT_SUBR_HTONL:
		*resp = __builtin_bswap32((uint32_t)v);
		return 1;
	case DT_SUBR_NTOHLL: case DT_SUBR_HTONLL:
		*resp = __builtin_bswap64(v);
		return 1;
	case DT_SUBR_GETMAJOR:
		*resp = (v >> 20) & 0xfff;
		return 1;
	case DT_SUBR_GETMINOR:
		*resp = v & 0xfffff;
		return 1;
	default:
		return 0;
	}
}

static int
subr_isnull(const dt_node_t *a)
{
	return a->isconst && a->ival == 0 && dt_type_is_scalar(a->type);
}

/* may argument a be passed for a parameter of kind k? */
static int
subr_argok(dtrace_hdl_t *dtp, char k, const dt_node_t *a)
{
	const dt_type_t *t = a->type, *r = t->kind == DT_TK_PTR ? t->ref : NULL;

	switch (k) {
	case 'S':
		return dt_type_is_strcompat(t) || subr_isnull(a) ||
		    (r != NULL && r->kind == DT_TK_VOID);
	case 'I': case 'C':
		return dt_type_is_int(t);
	case 'U':	/* uintptr_t: a user address, also as a typed pointer (args[1]) */
		return dt_type_is_int(t) || t->kind == DT_TK_PTR;
	case 'P':
		return t->kind == DT_TK_PTR || t->kind == DT_TK_ARRAY || t->kind == DT_TK_STRING ||
		    subr_isnull(a);
	case 'D':	/* a destination in scratch memory: a pointer, never a string */
		return t->kind == DT_TK_PTR || subr_isnull(a);
	case '4':
		return subr_isnull(a) || (r != NULL && (r->kind == DT_TK_VOID ||
		    (dt_type_is_int(r) && r->size == 4)));
	case 'M': case 'W': {	/* rwlock_t names an anonymous struct: compare types */
		const dt_type_t *want = dt_btf_lookup(dtp, k == 'M' ? "struct mutex" : "rwlock_t");

		return dt_type_is_int(t) || subr_isnull(a) ||
		    (r != NULL && (r->kind == DT_TK_VOID || (want != NULL && r == want)));
	}
	case '6':
		return subr_isnull(a) || (r != NULL && (r->kind == DT_TK_VOID ||
		    (r->name != NULL && (strcmp(r->name, "struct in6_addr") == 0 ||
		    strcmp(r->name, "in6_addr_t") == 0))));
	default:
		return 0;
	}
}

/*
 * Check call n of a subroutine (its arguments already checked, nargs of
 * them) against the prototype and give it its result type.
 */
void
dt_subr_check(dtrace_hdl_t *dtp, dt_node_t *n, int nargs)
{
	const dt_subrdesc_t *d = subr_desc(dt_subr_lookup(n->str));
	dt_node_t *a;
	char b[64];
	uint64_t v;
	int i;

	if (d == NULL)		/* the caller looked n->str up */
		dt_internal_error(dtp, "%s is not a subroutine", n->str);
	if (nargs < d->nreq || nargs > d->nargs)
		dt_cerror(dtp, D_PROTO_LEN, n->line, "%s( ) prototype mismatch: %d arg%spassed, "
		    "%s%d expected", d->name, nargs, nargs == 1 ? " " : "s ",
		    d->nreq < d->nargs ? "at least " : "", d->nreq);
	for (i = 0, a = n->args; a != NULL; a = a->next, i++)
		if (!subr_argok(dtp, d->kinds[i], a))
			dt_cerror(dtp, D_PROTO_ARG, n->line, "%s( ) argument #%d is incompatible "
			    "with prototype:\n\tprototype: %s\n\t argument: %s", d->name, i + 1,
			    d->pnames[i], dt_type_name(a->type, b, sizeof(b)));
	n->idkind = DT_IDENT_SUBR;
	n->ival = d->id;
	n->alloca = d->id == DT_SUBR_ALLOCA || d->id == DT_SUBR_COPYIN;
	if (strcmp(d->ret, "string") == 0)
		n->type = dt_type_string(dtp);
	else if (strcmp(d->ret, "void") == 0)
		n->type = &dt_type_void;
	else if (strcmp(d->ret, "void *") == 0)
		n->type = dt_type_ptr(dtp, &dt_type_void);
	else if (strcmp(d->ret, "struct task_struct *") == 0) {
		dt_type_t *task = dt_btf_lookup(dtp, "struct task_struct");

		n->type = dt_type_ptr(dtp, task != NULL ? task : &dt_type_void);
	} else
		n->type = dt_type_lookup(dtp, d->ret);
	dtp->prog->subrs_used |= 1ULL << d->id;
	if (nargs == 1 && n->args->isconst && dt_subr_fold(d->id, (uint64_t)n->args->ival, &v)) {
		n->isconst = 1;
		n->ival = (int64_t)v;
	}
}
