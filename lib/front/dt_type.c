/*
 * dt_type.c: D's types.
 *
 * The foundation knows D's integer types (char .. long long, the <stdint.h>
 * names, signed and unsigned), the floating types float, double and long
 * double (4, 8 and 16 bytes, x86_64's; sign is set, as C's are signed),
 * string and void.  Types are immutable
 * descriptors; the built-in ones are static and shared.  Integer ranks follow
 * ANSI C: char < short < int < long = long long (LP64).
 *
 * The data model (dtrace -32, DTRACE_O_ILP32) is the handle's: under ILP32
 * the names of C's long (long, unsigned long and their spellings, size_t,
 * ssize_t, uintptr_t, intptr_t, off_t, time_t, ulong_t) resolve to 4-byte
 * types, and a pointer type written in the program (a declarator's or a
 * type name's '*', dt_type_ptr_decl) is 4 bytes, so that D structures
 * describe a 32-bit process's memory.  A pointer to a kernel (BTF) type, or
 * to such a pointer, is 8 bytes in either model, and so are the pointer
 * types the compiler makes for addresses (dt_type_ptr: BTF's own pointers,
 * &x, alloca() and copyin() results, arrays in memory, probe arguments):
 * they hold addresses of the kernel's and dtrace's memory.  Values are 64
 * bits in registers and variables whatever the model; only memory of a
 * 4-byte pointer type (a member, an element, a record) holds 4 bytes.
 */
#include <string.h>
#include <stdlib.h>
#include <bpf/btf.h>
#include "dt_impl.h"
#include "dt_front.h"

dt_type_t dt_type_void = { DT_TK_VOID, 0, 0, "void", NULL };
dt_type_t dt_type_char = { DT_TK_INT, 1, 1, "char", NULL };
static dt_type_t dt_type_uchar = { DT_TK_INT, 1, 0, "unsigned char", NULL };
static dt_type_t dt_type_short = { DT_TK_INT, 2, 1, "short", NULL };
static dt_type_t dt_type_ushort = { DT_TK_INT, 2, 0, "unsigned short", NULL };
dt_type_t dt_type_int = { DT_TK_INT, 4, 1, "int", NULL };
dt_type_t dt_type_uint = { DT_TK_INT, 4, 0, "unsigned int", NULL };
dt_type_t dt_type_long = { DT_TK_INT, 8, 1, "long", NULL };
dt_type_t dt_type_ulong = { DT_TK_INT, 8, 0, "unsigned long", NULL };
/* ILP32's long and unsigned long (dtrace -32) */
static dt_type_t dt_type_long32 = { DT_TK_INT, 4, 1, "long", NULL };
static dt_type_t dt_type_ulong32 = { DT_TK_INT, 4, 0, "unsigned long", NULL };
dt_type_t dt_type_llong = { DT_TK_INT, 8, 1, "long long", NULL };
dt_type_t dt_type_ullong = { DT_TK_INT, 8, 0, "unsigned long long", NULL };
static dt_type_t dt_type_int8 = { DT_TK_INT, 1, 1, "int8_t", NULL };
static dt_type_t dt_type_uint8 = { DT_TK_INT, 1, 0, "uint8_t", NULL };
static dt_type_t dt_type_int16 = { DT_TK_INT, 2, 1, "int16_t", NULL };
static dt_type_t dt_type_uint16 = { DT_TK_INT, 2, 0, "uint16_t", NULL };
dt_type_t dt_type_int32 = { DT_TK_INT, 4, 1, "int32_t", NULL };
dt_type_t dt_type_uint32 = { DT_TK_INT, 4, 0, "uint32_t", NULL };
/* the values of func()/sym()/mod() and of ufunc()/usym()/umod()/uaddr() */
dt_type_t dt_type_symaddr = { DT_TK_INT, 8, 0, "_symaddr_t", NULL };
dt_type_t dt_type_usymaddr = { DT_TK_INT, 8, 0, "_usymaddr_t", NULL };
dt_type_t dt_type_int64 = { DT_TK_INT, 8, 1, "int64_t", NULL };
dt_type_t dt_type_uint64 = { DT_TK_INT, 8, 0, "uint64_t", NULL };
static dt_type_t dt_type_float = { DT_TK_FLOAT, 4, 1, "float", NULL };
static dt_type_t dt_type_double = { DT_TK_FLOAT, 8, 1, "double", NULL };
static dt_type_t dt_type_ldouble = { DT_TK_FLOAT, 16, 1, "long double", NULL };

static dt_type_t *const dt_builtin_types[] = {
	&dt_type_void, &dt_type_char, &dt_type_uchar, &dt_type_short, &dt_type_ushort,
	&dt_type_int, &dt_type_uint, &dt_type_long, &dt_type_ulong, &dt_type_llong,
	&dt_type_ullong, &dt_type_int8, &dt_type_uint8, &dt_type_int16, &dt_type_uint16,
	&dt_type_int32, &dt_type_uint32, &dt_type_int64, &dt_type_uint64,
	&dt_type_float, &dt_type_double, &dt_type_ldouble,
};

static const struct { const char *alias; dt_type_t *type; } dt_type_aliases[] = {
	{ "signed char", &dt_type_char }, { "signed", &dt_type_int },
	{ "unsigned", &dt_type_uint }, { "signed int", &dt_type_int },
	{ "short int", &dt_type_short }, { "signed short", &dt_type_short },
	{ "unsigned short int", &dt_type_ushort }, { "long int", &dt_type_long },
	{ "signed long", &dt_type_long }, { "unsigned long int", &dt_type_ulong },
	{ "long long int", &dt_type_llong }, { "signed long long", &dt_type_llong },
	{ "unsigned long long int", &dt_type_ullong }, { "size_t", &dt_type_ulong },
	{ "ssize_t", &dt_type_long }, { "uintptr_t", &dt_type_ulong },
	{ "intptr_t", &dt_type_long }, { "pid_t", &dt_type_int }, { "uid_t", &dt_type_uint },
	{ "gid_t", &dt_type_uint }, { "id_t", &dt_type_int }, { "processorid_t", &dt_type_int },
	{ "hrtime_t", &dt_type_int64 }, { "off_t", &dt_type_long }, { "time_t", &dt_type_long },
	{ "uchar_t", &dt_type_uchar }, { "ushort_t", &dt_type_ushort }, { "uint_t", &dt_type_uint },
	{ "ulong_t", &dt_type_ulong }, { "u_longlong_t", &dt_type_ullong },
	{ "longlong_t", &dt_type_llong },
	{ "ipaddr_t", &dt_type_uint32 },	/* inet_ntoa()'s argument points to one */
};

/* names the program defines: typedefs, struct/union/enum tags, enumerators */
typedef struct dt_dname {
	char *name;
	dt_type_t *type;
	int isenum;		/* an enumerator: value below */
	int64_t value;
	struct dt_dname *next;
	struct dt_dname *hnext;	/* the next in its hash bucket (also newest first) */
} dt_dname_t;

static size_t
dn_hash(const char *name)
{
	size_t h = 5381;

	for (const unsigned char *p = (const unsigned char *)name; *p != '\0'; p++)
		h = h * 33 + *p;
	return h;
}

/*
 * The names are also hashed, as a program (or a header under -C) may
 * declare tens of thousands: a lookup went down the whole list, and a
 * program's declarations took time in the square of their number
 */
static dt_dname_t *
dn_find(dtrace_hdl_t *dtp, const char *name, int isenum)
{
	if (dtp->dnbuckets == 0)
		return NULL;
	for (dt_dname_t *d = dtp->dnhash[dn_hash(name) % dtp->dnbuckets]; d != NULL; d = d->hnext)
		if (d->isenum == isenum && strcmp(d->name, name) == 0)
			return d;
	return NULL;
}

/* (re)hash the list into n buckets, oldest first so that each chain is newest first */
static void
dn_rehash(dtrace_hdl_t *dtp, size_t n)
{
	dt_dname_t **all = dt_zalloc((dtp->ndnames + 1) * sizeof(dt_dname_t *));
	size_t k = 0;

	for (dt_dname_t *d = dtp->dnames; d != NULL; d = d->next)
		all[k++] = d;
	free(dtp->dnhash);
	dtp->dnhash = dt_zalloc(n * sizeof(dt_dname_t *));
	dtp->dnbuckets = n;
	while (k > 0) {
		dt_dname_t *d = all[--k];
		size_t b = dn_hash(d->name) % n;

		d->hnext = dtp->dnhash[b];
		dtp->dnhash[b] = d;
	}
	free(all);
}

static void
dn_add(dtrace_hdl_t *dtp, const char *name, dt_type_t *t, int isenum, int64_t v)
{
	dt_dname_t *d = dt_zalloc(sizeof(*d));
	size_t b;

	d->name = dt_strdup(name);
	d->type = t;
	d->isenum = isenum;
	d->value = v;
	d->next = dtp->dnames;
	dtp->dnames = d;
	if (++dtp->ndnames > dtp->dnbuckets) {
		dn_rehash(dtp, dtp->dnbuckets ? 2 * dtp->dnbuckets : 64);
		return;		/* d is in */
	}
	b = dn_hash(name) % dtp->dnbuckets;
	d->hnext = dtp->dnhash[b];
	dtp->dnhash[b] = d;
}

void
dt_type_define(dtrace_hdl_t *dtp, const char *name, dt_type_t *t)
{
	dn_add(dtp, name, t, 0, 0);
}

void
dt_enum_define(dtrace_hdl_t *dtp, const char *name, int64_t value, dt_type_t *t)
{
	dn_add(dtp, name, t, 1, value);
}

int
dt_enum_lookup(dtrace_hdl_t *dtp, const char *name, int64_t *valp, dt_type_t **typep)
{
	dt_dname_t *d = dn_find(dtp, name, 1);

	if (d == NULL)
		return 0;
	if (valp != NULL)
		*valp = d->value;
	if (typep != NULL)
		*typep = d->type;
	return 1;
}

/* the value of enum t's enumerator name (D-declared or BTF) in *vp: 1, or 0 */
int
dt_type_enum_value(dtrace_hdl_t *dtp, const dt_type_t *t, const char *name, int64_t *vp)
{
	for (dt_dname_t *d = dtp->dnames; d != NULL; d = d->next) {
		if (d->isenum && d->type == t && strcmp(d->name, name) == 0) {
			*vp = d->value;
			return 1;
		}
	}
	return t->btf_id > 0 && dt_btf_enum_value(dtp, t->btf_id, name, vp);
}

/* the name of enum t's enumerator of value v (D-declared or BTF), or NULL */
const char *
dt_type_enum_name(dtrace_hdl_t *dtp, const dt_type_t *t, int64_t v)
{
	const char *found = NULL;

	for (dt_dname_t *d = dtp->dnames; d != NULL; d = d->next)
		if (d->isenum && d->type == t && d->value == v)
			found = d->name;	/* the list is newest first */
	if (found != NULL || t->btf_id <= 0)
		return found;
	return dt_btf_enum_name(dtp, t->btf_id, v);
}

int
dt_type_align(dtrace_hdl_t *dtp, dt_type_t *t)
{
	int a = 1;

	switch (t->kind) {
	case DT_TK_ARRAY:
		return dt_type_align(dtp, t->ref);
	case DT_TK_STRUCT:
	case DT_TK_UNION:
		/*
		 * Kept once known: a member's type is complete, and its
		 * alignment was found again for each struct that holds it,
		 * down the nesting (and twice a member, exponentially)
		 */
		if (t->align > 0)
			return t->align;
		dt_btf_members(dtp, t);	/* a kernel struct's members, on first use */
		for (int i = 0; i < t->nmembers; i++) {
			int m = dt_type_align(dtp, t->members[i].type);

			if (m > a)
				a = m;
		}
		return t->align = a;
	case DT_TK_STRING:
		return 1;
	default:
		return t->size > 0 ? t->size : 1;
	}
}

/*
 * Append a member to a struct or union the program defines, laid out as
 * DTrace lays out the types a program declares (its CTF container does it:
 * ctf_add_member): a member starts at the first byte after the end of the
 * previous one, rounded up to its alignment; a bit-field is an integer of
 * the fewest bytes that hold its bits (1, 2, 4 or 8), aligned to them, at
 * bit 0 of its storage (so fields are not packed into one unit as C packs
 * them: struct { int a:1; int b:3; } takes 2 bytes); the size is the end
 * of the last member, with no padding after it; a union's is that of its
 * largest member.
 */
static int
ty_bf_bytes(int bits)
{
	int n = 1;

	while (8 * n < bits)
		n *= 2;
	return n;
}

void
dt_type_add_member(dtrace_hdl_t *dtp, dt_type_t *sou, const char *name, dt_type_t *mt, int bits)
{
	unsigned long off = 0;	/* bytes */
	dt_member_t *m;
	int msize = bits > 0 ? ty_bf_bytes(bits) : mt->size;
	int align = bits > 0 ? msize : dt_type_align(dtp, mt);

	sou->align = 0;		/* (found again with this member) */
	sou->members = dt_realloc(sou->members, (sou->nmembers + 1) * sizeof(dt_member_t));
	m = &sou->members[sou->nmembers];
	memset(m, 0, sizeof(*m));
	if (sou->kind == DT_TK_STRUCT && sou->nmembers > 0) {
		/* the end of the previous member, in bits, to whole bytes, then aligned */
		dt_member_t *pm = &sou->members[sou->nmembers - 1];
		unsigned long end = pm->bitoff + (pm->bits ? (unsigned long)pm->bits :
		    8UL * pm->type->size);

		off = (end + 7) / 8;
		if (align > 1)
			off = (off + align - 1) / align * align;
	}
	m->name = dt_strdup(name);
	m->type = mt;
	m->bitoff = 8 * off;
	m->bits = bits;
	sou->nmembers++;
	if (sou->kind == DT_TK_STRUCT)
		sou->size = (int)off + msize;
	else if (msize > sou->size)
		sou->size = msize;
}

void
dt_types_init(dtrace_hdl_t *dtp)
{
	dtp->strtype = (dt_type_t){ DT_TK_STRING, dtp->strsize, 0, "string", NULL };
}

/* C's long (sign 1) or unsigned long (sign 0) in the handle's data model */
dt_type_t *
dt_type_clong(dtrace_hdl_t *dtp, int sign)
{
	if (dtp->ilp32)
		return sign ? &dt_type_long32 : &dt_type_ulong32;
	return sign ? &dt_type_long : &dt_type_ulong;
}

/* a built-in type as the handle's data model has it */
static dt_type_t *
type_model(dtrace_hdl_t *dtp, dt_type_t *t)
{
	return t == &dt_type_long || t == &dt_type_ulong ? dt_type_clong(dtp, t->sign) : t;
}

/*
 * D's own types and those defined so far (by the program, or by the D
 * library's pieces loaded so far), without loading a piece: what a
 * program's declaration of a type name is checked against, so that a
 * program may define a type of a name the library defines (struct
 * conninfo) unless it has used the library's, as it may a variable
 */
dt_type_t *
dt_type_lookup_defined(dtrace_hdl_t *dtp, const char *name)
{
	dt_dname_t *d;

	if (strcmp(name, "string") == 0)
		return dt_type_string(dtp);
	if ((d = dn_find(dtp, name, 0)) != NULL)
		return d->type;
	for (size_t i = 0; i < sizeof(dt_builtin_types) / sizeof(dt_builtin_types[0]); i++)
		if (strcmp(dt_builtin_types[i]->name, name) == 0)
			return type_model(dtp, dt_builtin_types[i]);
	for (size_t i = 0; i < sizeof(dt_type_aliases) / sizeof(dt_type_aliases[0]); i++)
		if (strcmp(dt_type_aliases[i].alias, name) == 0)
			return type_model(dtp, dt_type_aliases[i].type);
	return NULL;
}

/* D's own types, those the program defined and the D library's (no kernel types) */
dt_type_t *
dt_type_lookup_d(dtrace_hdl_t *dtp, const char *name)
{
	dt_type_t *t = dt_type_lookup_defined(dtp, name);
	dt_dname_t *d;

	if (t != NULL)
		return t;
	if (dt_dlib_need(dtp, name, 1) && (d = dn_find(dtp, name, 0)) != NULL)
		return d->type;		/* a type of the D library */
	return NULL;
}

dt_type_t *
dt_type_lookup(dtrace_hdl_t *dtp, const char *name)
{
	dt_type_t *t = dt_type_lookup_d(dtp, name);

	if (t != NULL)
		return t;
	if (strncmp(name, "struct ", 7) == 0 || strncmp(name, "union ", 6) == 0 ||
	    strncmp(name, "enum ", 5) == 0)
		return dt_btf_lookup(dtp, name);
	return NULL;
}

/*
 * a C type written out ("const char *", "unsigned long", "umode_t", an
 * array "char [16]"), from D's types, the program's and the kernel's BTF,
 * or NULL: the types of probe arguments as providers describe them
 */
dt_type_t *
dt_type_ctext(dtrace_hdl_t *dtp, const char *text)
{
	char buf[128], base[128] = "", *save = NULL;
	int nptr = 0;
	dt_type_t *t;
	size_t len = strlen(text);
	const char *lb;

	if (len > 2 && text[len - 1] == ']' && (lb = strrchr(text, '[')) != NULL && lb > text &&
	    lb[1] != ']') {
		int n = atoi(lb + 1);

		snprintf(buf, sizeof(buf), "%.*s", (int)(lb - text), text);
		if (n <= 0 || (t = dt_type_ctext(dtp, buf)) == NULL)
			return NULL;
		return dt_type_array(dtp, t, n);
	}

	snprintf(buf, sizeof(buf), "%s", text);
	for (const char *c = text; *c != '\0'; c++)
		nptr += *c == '*';
	for (char *w = strtok_r(buf, " *", &save); w != NULL; w = strtok_r(NULL, " *", &save)) {
		if (strcmp(w, "const") == 0 || strcmp(w, "volatile") == 0 ||
		    strcmp(w, "__user") == 0 || strcmp(w, "restrict") == 0 ||
		    strcmp(w, "__seg_gs") == 0 || strcmp(w, "__percpu") == 0 || strcmp(w, "__rcu") == 0 ||
		    strcmp(w, "__iomem") == 0)
			continue;
		if (strlen(base) + strlen(w) + 2 >= sizeof(base))
			return NULL;
		if (base[0] != '\0')
			strcat(base, " ");
		strcat(base, w);
	}
	if ((t = dt_type_lookup(dtp, base)) == NULL && (t = dt_btf_lookup(dtp, base)) == NULL)
		return NULL;
	while (nptr-- > 0)
		t = dt_type_ptr(dtp, t);
	return t;
}

/* The string type, sized by the strsize option (one per handle size). */
dt_type_t *
dt_type_string(dtrace_hdl_t *dtp)
{
	dtp->strtype.size = dtp->strsize;
	return &dtp->strtype;
}

/* enums take part in arithmetic as the integers they are */
int
dt_type_is_int(const dt_type_t *t)
{
	return t != NULL && (t->kind == DT_TK_INT || t->kind == DT_TK_ENUM);
}

int
dt_type_is_scalar(const dt_type_t *t)
{
	return t != NULL && (dt_type_is_int(t) || t->kind == DT_TK_PTR);
}

/* float, double and long double (D has them, but no arithmetic on them) */
int
dt_type_is_float(const dt_type_t *t)
{
	return t != NULL && t->kind == DT_TK_FLOAT;
}

/*
 * A value that lives in a register: scalars, and float and double as
 * their bits (BPF has no floating point: they are moved, stored and
 * recorded, never computed with).  long double (16 bytes) is an object,
 * held in memory as structs are.
 */
int
dt_type_is_regval(const dt_type_t *t)
{
	return dt_type_is_scalar(t) || (dt_type_is_float(t) && t->size <= 8);
}

/* D strings, char arrays and char pointers can be used as strings */
int
dt_type_is_strcompat(const dt_type_t *t)
{
	if (t == NULL)
		return 0;
	if (t->kind == DT_TK_STRING)
		return 1;
	return (t->kind == DT_TK_ARRAY || t->kind == DT_TK_PTR) && t->ref != NULL &&
	    t->ref->kind == DT_TK_INT && t->ref->size == 1;
}

dt_type_t *
dt_type_new(dtrace_hdl_t *dtp, dt_tkind_t kind, int size, const char *name)
{
	dt_type_t *t = dt_zalloc(sizeof(*t) + strlen(name) + 1);

	t->kind = kind;
	t->size = size;
	t->dyn = 1;
	t->name = strcpy((char *)(t + 1), name);
	t->tnext = dtp->types;
	dtp->types = t;
	return t;
}

/*
 * The pointer type of size bytes to to: one per (to, size) and handle,
 * cached on to's ptrto where to is the handle's (the built-in types are
 * shared by every handle, and under ILP32 a D type may have both sizes).
 */
static dt_type_t *
type_ptr(dtrace_hdl_t *dtp, dt_type_t *to, int size)
{
	int own = to->dyn || to == &dtp->strtype;
	char name[512];
	dt_type_t *p;

	if (to->ptrto != NULL && to->ptrto->size == size)
		return to->ptrto;
	if (!own || to->ptrto != NULL)
		for (p = dtp->types; p != NULL; p = p->tnext)
			if (p->kind == DT_TK_PTR && p->ref == to && p->size == size)
				return p;
	snprintf(name, sizeof(name), to->kind == DT_TK_PTR ? "%s*" : "%s *", to->name);
	p = dt_type_new(dtp, DT_TK_PTR, size, name);
	p->ref = to;
	if (own && to->ptrto == NULL)
		to->ptrto = p;
	return p;
}

/* a pointer to to that holds an address of the kernel's or dtrace's memory: 8 bytes */
dt_type_t *
dt_type_ptr(dtrace_hdl_t *dtp, dt_type_t *to)
{
	return type_ptr(dtp, to, 8);
}

/*
 * A pointer type the program writes (T *): the data model's size, but 8
 * bytes to a kernel type, or to a pointer of 8 bytes, in either model.
 */
dt_type_t *
dt_type_ptr_decl(dtrace_hdl_t *dtp, dt_type_t *to)
{
	int kernel = to->btf_id > 0 || (to->kind == DT_TK_PTR && to->size == 8);

	return type_ptr(dtp, to, dtp->ilp32 && !kernel ? 4 : 8);
}

dt_type_t *
dt_type_array(dtrace_hdl_t *dtp, dt_type_t *elem, int n)
{
	char name[512];
	dt_type_t *t;

	snprintf(name, sizeof(name), "%s [%d]", elem->name, n);
	t = dt_type_new(dtp, DT_TK_ARRAY, elem->size * n, name);
	t->ref = elem;
	t->nelems = n;
	return t;
}

/*
 * Member "name" of a struct or union, looking into anonymous members as C
 * does; *bitoffp gets its offset in bits from the start of sou.
 */
const dt_member_t *
dt_type_member(dtrace_hdl_t *dtp, dt_type_t *sou, const char *name, unsigned long *bitoffp)
{
	if (sou->kind != DT_TK_STRUCT && sou->kind != DT_TK_UNION)
		return NULL;
	dt_btf_members(dtp, sou);
	for (int i = 0; i < sou->nmembers; i++) {
		const dt_member_t *m = &sou->members[i];

		if (m->name != NULL && strcmp(m->name, name) == 0) {
			*bitoffp = m->bitoff;
			return m;
		}
		if ((m->name == NULL || *m->name == '\0') &&
		    (m->type->kind == DT_TK_STRUCT || m->type->kind == DT_TK_UNION)) {
			unsigned long inner;
			const dt_member_t *im = dt_type_member(dtp, m->type, name, &inner);

			if (im != NULL) {
				*bitoffp = m->bitoff + inner;
				return im;
			}
		}
	}
	return NULL;
}

/*
 * The byte offset of member path "a.b.c" (members of embedded structs, as
 * C writes them) in kernel type "struct x", from BTF; -1 if the kernel has
 * no such type or member.  Runtime routines that walk kernel structures
 * (dt_rt.c) take their offsets from here.
 */
int
dt_kernel_offset(dtrace_hdl_t *dtp, const char *type, const char *path)
{
	dt_type_t *t = dt_btf_lookup(dtp, type);
	char buf[128], *name, *save = NULL;
	unsigned long off = 0, bit;
	const dt_member_t *m;

	if (t == NULL || strlen(path) >= sizeof(buf))
		return -1;
	strcpy(buf, path);
	for (name = strtok_r(buf, ".", &save); name != NULL; name = strtok_r(NULL, ".", &save)) {
		if ((m = dt_type_member(dtp, t, name, &bit)) == NULL || bit % 8 != 0)
			return -1;
		off += bit / 8;
		t = m->type;
	}
	return (int)off;
}

void
dt_types_fini(dtrace_hdl_t *dtp)
{
	dt_type_t *t, *nx;
	dt_dname_t *d, *dn;

	for (d = dtp->dnames; d != NULL; d = dn) {
		dn = d->next;
		free(d->name);
		free(d);
	}
	dtp->dnames = NULL;
	free(dtp->dnhash);
	dtp->dnhash = NULL;
	dtp->dnbuckets = dtp->ndnames = 0;

	for (t = dtp->types; t != NULL; t = nx) {
		nx = t->tnext;
		if (t->btf_id == 0)
			for (int i = 0; i < t->nmembers; i++)
				free((char *)t->members[i].name);
		free(t->members);
		free(t);
	}
	dtp->types = NULL;
	free(dtp->btf_types);
	dtp->btf_types = NULL;
	free(dtp->btf_index);
	dtp->btf_index = NULL;
	if (dtp->btf != NULL)
		btf__free(dtp->btf);
	dtp->btf = NULL;
}

const char *
dt_type_name(const dt_type_t *t, char *buf, size_t len)
{
	snprintf(buf, len, "%s", t == NULL ? "<none>" : t->name);
	return buf;
}
