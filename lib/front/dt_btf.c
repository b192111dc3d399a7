/*
 * dt_btf.c: kernel C types from the running kernel's BTF.
 *
 * The kernel's BTF (/sys/kernel/btf/vmlinux) is loaded on the first use of
 * a kernel type and never otherwise, so programs that use none pay nothing.
 * Types are imported one at a time, by id, into D types cached in
 * dtp->btf_types; a struct's or union's members are imported only when a
 * member is first looked up, so importing "struct task_struct *" touches
 * two BTF records, not the kernel's whole type graph.
 *
 * Mapping: INT -> integer (size, signedness; bool and char as BTF says),
 * PTR -> pointer, ARRAY -> array, STRUCT/UNION -> struct/union (FWD ->
 * incomplete struct), ENUM/ENUM64 -> enum of its size, TYPEDEF and the
 * qualifiers (const, volatile, restrict, type tags) -> the type they name,
 * FUNC_PROTO -> function, FLOAT -> D's floating type of its size (float,
 * double, long double: values D moves and prints, never computes with).
 */
#include <stdlib.h>
#include <string.h>
#include <bpf/btf.h>
#include "dt_impl.h"
#include "dt_front.h"

/*
 * Name index: libbpf's lookup by name is a linear scan, which a miss pays
 * in full (0.3 ms on this kernel); the parser asks about every identifier
 * after '(' that may be a cast.  One pass at load builds an open-addressing
 * table of (name, kind class) -> id.
 */
enum { BK_SOU_STRUCT = 1, BK_SOU_UNION, BK_ENUM, BK_TYPEDEF, BK_INT, BK_FUNC, BK_VAR };

static int
bk_class(const struct btf_type *t)
{
	switch (btf_kind(t)) {
	case BTF_KIND_STRUCT: return BK_SOU_STRUCT;
	case BTF_KIND_UNION: return BK_SOU_UNION;
	case BTF_KIND_FWD: return btf_kflag(t) ? BK_SOU_UNION : BK_SOU_STRUCT;
	case BTF_KIND_ENUM: case BTF_KIND_ENUM64: return BK_ENUM;
	case BTF_KIND_TYPEDEF: return BK_TYPEDEF;
	case BTF_KIND_INT: return BK_INT;
	case BTF_KIND_FUNC: return BK_FUNC;
	case BTF_KIND_VAR: return BK_VAR;
	default: return 0;
	}
}

static unsigned
bk_hash(const char *name, int cls)
{
	unsigned h = 2166136261u ^ (unsigned)cls;

	for (; *name; name++)
		h = (h ^ (unsigned char)*name) * 16777619u;
	return h;
}

static void
bt_index(dtrace_hdl_t *dtp)
{
	struct btf *btf = dtp->btf;
	unsigned n = btf__type_cnt(btf), cap = 1;

	while (cap < 2 * n)
		cap <<= 1;
	dtp->btf_index = dt_zalloc(cap * sizeof(int));
	dtp->btf_index_mask = cap - 1;
	for (unsigned id = 1; id < n; id++) {
		const struct btf_type *t = btf__type_by_id(btf, id);
		const char *name = btf__name_by_offset(btf, t->name_off);
		int cls = bk_class(t);
		unsigned h;

		if (cls == 0 || name == NULL || *name == '\0')
			continue;
		for (h = bk_hash(name, cls) & dtp->btf_index_mask; dtp->btf_index[h] != 0;
		    h = (h + 1) & dtp->btf_index_mask) {
			const struct btf_type *o = btf__type_by_id(btf, dtp->btf_index[h]);

			if (bk_class(o) == cls && strcmp(btf__name_by_offset(btf, o->name_off), name) == 0)
				break;	/* keep the first (a full definition precedes forwards rarely) */
		}
		if (dtp->btf_index[h] == 0)
			dtp->btf_index[h] = id;
		else if (btf_kind(btf__type_by_id(btf, dtp->btf_index[h])) == BTF_KIND_FWD &&
		    btf_kind(t) != BTF_KIND_FWD)
			dtp->btf_index[h] = id;	/* prefer the definition to a forward */
	}
}

static int
bt_find(dtrace_hdl_t *dtp, const char *name, int cls)
{
	struct btf *btf = dtp->btf;

	for (unsigned h = bk_hash(name, cls) & dtp->btf_index_mask; dtp->btf_index[h] != 0;
	    h = (h + 1) & dtp->btf_index_mask) {
		const struct btf_type *o = btf__type_by_id(btf, dtp->btf_index[h]);

		if (bk_class(o) == cls && strcmp(btf__name_by_offset(btf, o->name_off), name) == 0)
			return dtp->btf_index[h];
	}
	return -1;
}

struct btf *
dt_btf_get(dtrace_hdl_t *dtp)
{
	if (dtp->btf != NULL || dtp->btf_failed)
		return dtp->btf;
	if ((dtp->btf = btf__load_vmlinux_btf()) == NULL) {
		dtp->btf_failed = 1;
		return NULL;
	}
	dt_btf_set(dtp, dtp->btf);
	return dtp->btf;
}

/* use btf as the kernel's types (the handle frees it); unit tests build their own */
void
dt_btf_set(dtrace_hdl_t *dtp, struct btf *btf)
{
	dtp->btf = btf;
	dtp->btf_types = dt_zalloc(btf__type_cnt(dtp->btf) * sizeof(dt_type_t *));
	bt_index(dtp);
}

static const char *
bt_name(struct btf *btf, const struct btf_type *t)
{
	return btf__name_by_offset(btf, t->name_off);
}

dt_type_t *
dt_btf_import(dtrace_hdl_t *dtp, int id)
{
	struct btf *btf = dt_btf_get(dtp);
	const struct btf_type *t;
	dt_type_t *dt = NULL;
	char name[256];

	if (btf == NULL)
		return NULL;
	if (id == 0)
		return &dt_type_void;
	if (id < 0 || (unsigned)id >= btf__type_cnt(btf))
		return NULL;
	if (dtp->btf_types[id] != NULL)
		return dtp->btf_types[id];
	t = btf__type_by_id(btf, id);
	switch (btf_kind(t)) {
	case BTF_KIND_INT: {
		int enc = btf_int_encoding(t);

		dt = dt_type_new(dtp, DT_TK_INT, t->size, bt_name(btf, t));
		dt->sign = (enc & BTF_INT_SIGNED) != 0;
		dt->isbool = (enc & BTF_INT_BOOL) != 0;
		break;
	}
	case BTF_KIND_FLOAT:
		dt = dt_type_new(dtp, DT_TK_FLOAT, t->size, bt_name(btf, t));
		dt->sign = 1;
		break;
	case BTF_KIND_PTR: {
		dt_type_t *to = dt_btf_import(dtp, t->type);

		if (to == NULL)
			return NULL;
		dt = dt_type_ptr(dtp, to);
		break;
	}
	case BTF_KIND_ARRAY: {
		const struct btf_array *a = btf_array(t);
		dt_type_t *elem = dt_btf_import(dtp, a->type);

		if (elem == NULL)
			return NULL;
		dt = dt_type_array(dtp, elem, a->nelems);
		break;
	}
	case BTF_KIND_STRUCT:
	case BTF_KIND_UNION:
		snprintf(name, sizeof(name), "%s %s", btf_kind(t) == BTF_KIND_STRUCT ? "struct" : "union",
		    *bt_name(btf, t) ? bt_name(btf, t) : "<anon>");
		dt = dt_type_new(dtp, btf_kind(t) == BTF_KIND_STRUCT ? DT_TK_STRUCT : DT_TK_UNION,
		    t->size, name);
		break;
	case BTF_KIND_FWD:
		snprintf(name, sizeof(name), "%s %s", btf_kflag(t) ? "union" : "struct", bt_name(btf, t));
		dt = dt_type_new(dtp, btf_kflag(t) ? DT_TK_UNION : DT_TK_STRUCT, 0, name);
		dt->members_done = 1;	/* incomplete */
		break;
	case BTF_KIND_ENUM:
	case BTF_KIND_ENUM64:
		snprintf(name, sizeof(name), "enum %s", *bt_name(btf, t) ? bt_name(btf, t) : "<anon>");
		dt = dt_type_new(dtp, DT_TK_ENUM, t->size, name);
		dt->sign = btf_kflag(t) != 0;
		break;
	case BTF_KIND_TYPEDEF: {
		/* a scalar typedef keeps its name (messages say "pid_t"); others are their type */
		dt_type_t *to = dt_btf_import(dtp, t->type);

		if (to == NULL)
			return NULL;
		if (to->kind == DT_TK_INT || to->kind == DT_TK_ENUM || to->kind == DT_TK_PTR) {
			dt = dt_type_new(dtp, to->kind, to->size, bt_name(btf, t));
			dt->sign = to->sign;
			dt->isbool = to->isbool;
			dt->ref = to->ref;
		} else {
			dt = to;
		}
		break;
	}
	case BTF_KIND_VOLATILE:
	case BTF_KIND_CONST:
	case BTF_KIND_RESTRICT:
	case BTF_KIND_TYPE_TAG:
		dt = dt_btf_import(dtp, t->type);
		break;
	case BTF_KIND_FUNC_PROTO:
	case BTF_KIND_FUNC:
		dt = dt_type_new(dtp, DT_TK_FUNC, 0, "function");
		break;
	default:
		return NULL;
	}
	if (dt != NULL && dt->btf_id == 0 &&
	    btf_kind(t) != BTF_KIND_CONST && btf_kind(t) != BTF_KIND_VOLATILE &&
	    btf_kind(t) != BTF_KIND_RESTRICT && btf_kind(t) != BTF_KIND_TYPE_TAG)
		dt->btf_id = id;
	dtp->btf_types[id] = dt;
	return dt;
}

/*
 * An enumerator of BTF enum id (a typedef of one too): by value v (name ==
 * NULL: its name is returned) or by name (its value in *vp, and name is
 * returned).  NULL if there is none.
 */
static const char *
bt_enumerator(dtrace_hdl_t *dtp, int id, const char *name, int64_t *vp)
{
	struct btf *btf = dt_btf_get(dtp);
	const struct btf_type *t;

	if (btf == NULL || id <= 0 || (unsigned)id >= btf__type_cnt(btf) ||
	    (id = btf__resolve_type(btf, id)) < 0)
		return NULL;
	t = btf__type_by_id(btf, id);
	for (int i = 0; i < btf_vlen(t); i++) {
		const char *en;
		int64_t ev;

		if (btf_kind(t) == BTF_KIND_ENUM) {
			en = btf__name_by_offset(btf, btf_enum(t)[i].name_off);
			ev = btf_kflag(t) ? (int64_t)btf_enum(t)[i].val : (int64_t)(uint32_t)btf_enum(t)[i].val;
		} else if (btf_kind(t) == BTF_KIND_ENUM64) {
			en = btf__name_by_offset(btf, btf_enum64(t)[i].name_off);
			ev = (int64_t)btf_enum64_value(&btf_enum64(t)[i]);
		} else {
			return NULL;
		}
		if (name == NULL ? (btf_kind(t) == BTF_KIND_ENUM ? (int32_t)ev == (int32_t)*vp :
		    ev == *vp) : strcmp(en, name) == 0) {
			*vp = ev;
			return en;
		}
	}
	return NULL;
}

/* the name of the enumerator of value v in BTF enum id, or NULL */
const char *
dt_btf_enum_name(dtrace_hdl_t *dtp, int id, int64_t v)
{
	return bt_enumerator(dtp, id, NULL, &v);
}

/* the value of enumerator name of BTF enum id in *vp: 1, or 0 if it has none */
int
dt_btf_enum_value(dtrace_hdl_t *dtp, int id, const char *name, int64_t *vp)
{
	return bt_enumerator(dtp, id, name, vp) != NULL;
}

/* Import the members of a struct or union (once). */
int
dt_btf_members(dtrace_hdl_t *dtp, dt_type_t *sou)
{
	struct btf *btf;
	const struct btf_type *t;
	const struct btf_member *m;
	int n;

	if (sou->members_done)
		return 0;
	sou->members_done = 1;
	if (sou->btf_id <= 0 || (btf = dt_btf_get(dtp)) == NULL)
		return 0;	/* a D type: no kernel BTF to load */
	t = btf__type_by_id(btf, sou->btf_id);
	n = btf_vlen(t);
	m = btf_members(t);
	sou->members = dt_zalloc((n ? n : 1) * sizeof(dt_member_t));
	for (int i = 0; i < n; i++) {
		dt_member_t *dm = &sou->members[sou->nmembers];

		dm->type = dt_btf_import(dtp, m[i].type);
		if (dm->type == NULL)
			continue;
		dm->name = btf__name_by_offset(btf, m[i].name_off);
		dm->bitoff = btf_member_bit_offset(t, i);
		dm->bits = btf_member_bitfield_size(t, i);
		sou->nmembers++;
	}
	return 0;
}

/*
 * A kernel type by D name: "struct task_struct", "union x", "enum y", or a
 * typedef or base type name ("u64", "pid_t", "unsigned int").
 */
dt_type_t *
dt_btf_lookup(dtrace_hdl_t *dtp, const char *name)
{
	struct btf *btf = dt_btf_get(dtp);
	int id = -1;

	if (btf == NULL)
		return NULL;
	if (strncmp(name, "struct ", 7) == 0) {
		id = bt_find(dtp, name + 7, BK_SOU_STRUCT);
	} else if (strncmp(name, "union ", 6) == 0) {
		id = bt_find(dtp, name + 6, BK_SOU_UNION);
	} else if (strncmp(name, "enum ", 5) == 0) {
		id = bt_find(dtp, name + 5, BK_ENUM);
	} else {
		id = bt_find(dtp, name, BK_TYPEDEF);
		if (id < 0)
			id = bt_find(dtp, name, BK_INT);
	}
	return id < 0 ? NULL : dt_btf_import(dtp, id);
}

/* The type of kernel symbol name: a variable's type, a function's type, or NULL */
dt_type_t *
dt_btf_symtype(dtrace_hdl_t *dtp, const char *name)
{
	struct btf *btf = dt_btf_get(dtp);
	int id;

	if (btf == NULL)
		return NULL;
	if ((id = bt_find(dtp, name, BK_VAR)) >= 0)
		return dt_btf_import(dtp, (int)btf__type_by_id(btf, id)->type);
	if ((id = bt_find(dtp, name, BK_FUNC)) >= 0)
		return dt_btf_import(dtp, id);
	return NULL;
}

/* The BTF id of kernel function name (a FUNC), or -1 */
int
dt_btf_func(dtrace_hdl_t *dtp, const char *name)
{
	if (dt_btf_get(dtp) == NULL)
		return -1;
	return bt_find(dtp, name, BK_FUNC);
}
