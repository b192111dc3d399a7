/*
 * dt_ck_var.c: D variables: global, self-> (thread-local) and this->
 * (clause-local), scalars and associative arrays.
 *
 * A variable is declared by a declaration ("int x;", "self int y[string];":
 * dt_ck_decl, which also defines inlines: scalar, string, pointer, struct
 * (bound to a struct object or a translation) and array inlines, whose
 * parameters its expression names as translator parameters, see
 * dt_check_impl.h's dt_inline_t) or by its first assignment, with
 * the value's type (cs->decl, set while the left side of an assignment is
 * checked).  A variable holds a scalar, a string, or a struct, union or
 * array (at most DT_MS_ZEROMAX bytes in a self-> variable or an associative
 * array element, 8192 in a this-> variable), or a floating value (float and
 * double as scalars are, by their bits; long double as a struct is, an
 * object of 16 bytes); an integer assigned is
 * promoted, a char array kept as a string.  Storage is given at
 * declaration: a global an offset in the globals map, a this-> variable one
 * in the scratch area, self-> variables and associative arrays a dynamic
 * variable map whose key is the thread (self->) followed by the tuple, each
 * member 8-byte aligned (integers and pointers as 8 bytes, strings as
 * strsize, a struct or union by value as its bytes, rounded up to 8).  An
 * associative array's key types are its prototype: later references must
 * match it (integers with integers, strings with strings, a struct or union
 * with one of the same kind, tag and size, as DTrace's dt_idcook_sign).
 *
 * Variables are kept in three lists, one per scope, in declaration order,
 * and found by name through a hash index of all three (dt_ck_var): a
 * program may have tens of thousands, and a walk of the list per reference
 * made compiling them quadratic.  The index grows fourfold when the
 * variables outnumber its buckets.  A scope has at most DT_VAR_MAX
 * variables (DTrace's variable ids).
 */
#include <stdlib.h>
#include <string.h>
#include "dt_check_impl.h"
#include "dt_front.h"

/* the list holding the variables of a scope (globals and assoc arrays share one) */
static dt_var_t **
ck_scope(dtrace_hdl_t *dtp, dt_idkind_t scope)
{
	return scope == DT_IDENT_SELF ? &dtp->prog->tlsvars : scope == DT_IDENT_THIS ?
	    &dtp->prog->locals : &dtp->prog->globals;
}

/* "self->", "this->" or "", as D writes a variable of that scope */
const char *
dt_scope_prefix(dt_idkind_t scope)
{
	return scope == DT_IDENT_SELF ? "self->" : scope == DT_IDENT_THIS ? "this->" : "";
}

/*
 * Variables are found by name through a hash index of the three scope
 * lists (a program may have tens of thousands: a walk of the list per
 * reference made compiling them quadratic).
 */
#define DT_VAR_MAX	(0xffff - 0x500 + 1)	/* DTrace's variable ids per scope */

static size_t
ck_varhash(dt_idkind_t scope, const char *name)
{
	size_t h = 5381 + (size_t)scope;

	for (const unsigned char *p = (const unsigned char *)name; *p != '\0'; p++)
		h = h * 33 + *p;
	return h;
}

static int
ck_scope_index(dt_idkind_t scope)
{
	return scope == DT_IDENT_SELF ? 1 : scope == DT_IDENT_THIS ? 2 : 0;
}

/* v joins its scope's list (at the end: the order is declaration order) and the index */
static void
ck_var_insert(dtrace_hdl_t *dtp, dt_var_t *v)
{
	int si = ck_scope_index(v->scope);
	size_t total = dtp->prog->nvars[0] + dtp->prog->nvars[1] + dtp->prog->nvars[2] + 1;

	if (dtp->prog->vartail[si] == NULL)
		dtp->prog->vartail[si] = ck_scope(dtp, v->scope);
	*dtp->prog->vartail[si] = v;
	dtp->prog->vartail[si] = &v->next;
	dtp->prog->nvars[si]++;
	if (total > dtp->prog->nvarhash) {
		size_t n = dtp->prog->nvarhash == 0 ? 256 : dtp->prog->nvarhash * 4;
		dt_var_t **h = dt_zalloc(n * sizeof(*h));
		dt_var_t *lists[3] = { dtp->prog->globals, dtp->prog->tlsvars, dtp->prog->locals };

		for (int i = 0; i < 3; i++) {
			for (dt_var_t *w = lists[i]; w != NULL; w = w->next) {
				size_t b = ck_varhash(w->scope, w->name) % n;

				w->hnext = h[b];
				h[b] = w;
			}
		}
		free(dtp->prog->varhash);
		dtp->prog->varhash = h;
		dtp->prog->nvarhash = n;
	} else {
		size_t b = ck_varhash(v->scope, v->name) % dtp->prog->nvarhash;

		v->hnext = dtp->prog->varhash[b];
		dtp->prog->varhash[b] = v;
	}
}

dt_var_t *
dt_ck_var(dt_cstate_t *cs, dt_idkind_t scope, const char *name)
{
	dtrace_hdl_t *dtp = cs->dtp;

	if (dtp->prog->nvarhash == 0)
		return NULL;
	for (dt_var_t *v = dtp->prog->varhash[ck_varhash(scope, name) % dtp->prog->nvarhash]; v != NULL;
	    v = v->hnext)
		if (v->scope == scope && strcmp(v->name, name) == 0)
			return v;
	return NULL;
}

/* values held as objects in the variable's storage (long double among them) */
static int
ck_is_aggr(const dt_type_t *t)
{
	return t->kind == DT_TK_STRUCT || t->kind == DT_TK_UNION || t->kind == DT_TK_ARRAY ||
	    (t->kind == DT_TK_FLOAT && !dt_type_is_regval(t));
}

/*
 * The type a variable of scope gets from a value of type t (its first
 * assignment), or is declared with: scalars, strings, and for globals and
 * this-> variables structs, unions and arrays (held in the variable's
 * storage).  self-> and associative array values may be structs, unions
 * and arrays too, held in the element (created zero-filled by the first
 * store into it): at most DT_MS_ZEROMAX bytes, the zeroes they start from.
 */
static dt_type_t *
ck_var_type(dt_cstate_t *cs, dt_idkind_t scope, int assoc, dt_type_t *t, int implicit, int line)
{
	if (implicit && t->kind == DT_TK_INT)
		t = dt_ck_promote(t);
	else if (implicit && t->kind == DT_TK_ARRAY && dt_type_is_strcompat(t))
		t = dt_type_string(cs->dtp);	/* char arrays are kept as strings */
	if (ck_is_aggr(t) && (scope == DT_IDENT_SELF || assoc) && t->size > DT_MS_ZEROMAX)
		dt_cerror(cs->dtp, D_UNSUPPORTED, line, "%s of type %s (%d bytes) are larger than "
		    "the %d bytes a dynamic variable's value may have", assoc ?
		    "associative array elements" : "self-> variables", t->name, t->size, DT_MS_ZEROMAX);
	if (!dt_type_is_regval(t) && t->kind != DT_TK_STRING && !ck_is_aggr(t))
		dt_cerror(cs->dtp, D_UNSUPPORTED, line,
		    "variables of type %s are not supported yet", t->name);
	if (ck_is_aggr(t) && t->size == 0)
		dt_cerror(cs->dtp, D_DECL_INCOMPLETE, line, "incomplete struct/union/enum %s", t->name);
	if (ck_is_aggr(t) && scope == DT_IDENT_THIS && t->size > 8192)
		dt_cerror(cs->dtp, D_UNSUPPORTED, line, "this-> variables of type %s (%d bytes) are "
		    "larger than the 8192 bytes clause-local variables may have", t->name, t->size);
	return t;
}

/* a struct or union may be a key, by value: its bytes are the key (as DTrace's
 * tuples take an object by reference, with its size) */
static int
ck_is_sou(const dt_type_t *t)
{
	return t->kind == DT_TK_STRUCT || t->kind == DT_TK_UNION;
}

/* a type an associative array key may have: scalars, strings, structs and unions */
static int
ck_keytype_ok(const dt_type_t *t)
{
	return dt_type_is_scalar(t) || dt_type_is_strcompat(t) || ck_is_sou(t);
}

/* the key type a tuple member of type t is stored as */
static dt_type_t *
ck_key_type(dt_cstate_t *cs, dt_type_t *t)
{
	if (ck_is_sou(t))
		return t;
	if (t->kind == DT_TK_STRING || (t->kind == DT_TK_ARRAY && dt_type_is_strcompat(t)))
		return dt_type_string(cs->dtp);
	if (t->kind == DT_TK_INT)
		return t->size < 4 ? dt_ck_promote(t) : t;
	if (t->kind == DT_TK_PTR)
		return t;
	return t->size == 8 ? &dt_type_long : &dt_type_int;	/* enums */
}

/*
 * Declare a variable of a scope.  keys (a list of typed nodes: expressions
 * or type names) makes it an associative array.  Scalar globals get an
 * offset in the globals map, this-> variables one in the scratch area,
 * self-> variables and associative arrays a dynamic variable map, whose key
 * is the thread (self->) followed by the tuple, each member 8-byte aligned
 * (integers and pointers as 8 normalized bytes, strings as strsize bytes,
 * structs and unions as their bytes, the slot rounded up to 8).
 */
static dt_var_t *
ck_var_declare(dt_cstate_t *cs, dt_idkind_t scope, const char *name, dt_type_t *type,
    dt_node_t *keys, int line)
{
	dtrace_hdl_t *dtp = cs->dtp;
	dt_var_t *v;

	if (keys != NULL && scope == DT_IDENT_THIS)
		dt_cerror(dtp, D_DECL_LOCASSC, line,
		    "associative arrays may not be declared as local variables: %s", name);
	if (dtp->prog->nvars[ck_scope_index(scope)] >= DT_VAR_MAX)
		dt_cerror(dtp, D_ID_OFLOW, line, "cannot create %s: limit on number of %s variables "
		    "exceeded", name, scope == DT_IDENT_SELF ? "thread local" :
		    scope == DT_IDENT_THIS ? "clause local" : "global");
	v = dt_zalloc(sizeof(*v));
	v->name = dt_strdup(name);
	v->type = type;
	v->scope = scope;
	v->mapfd = -1;
	v->defline = line;
	if (scope == DT_IDENT_SELF || keys != NULL) {
		int off = scope == DT_IDENT_SELF ? 8 : 0;

		v->isassoc = keys != NULL;
		v->dvarid = ++dtp->prog->ndvars;
		for (dt_node_t *k = keys; k != NULL; k = k->next) {
			dt_type_t *kt = ck_key_type(cs, k->type);

			if (v->nkeys == 8) {
				free(v->name);
				free(v);
				dt_cerror(dtp, D_PROTO_LEN, line,
				    "%s%s[ ] has too many keys (at most 8)", dt_scope_prefix(scope), name);
			}
			v->keytypes[v->nkeys] = kt;
			v->keyoff[v->nkeys++] = off;
			off += kt->kind == DT_TK_STRING ? dtp->strsize : ck_is_sou(kt) ?
			    (kt->size + 7) & ~7 : 8;
		}
		v->keysize = off == 0 ? 8 : off;
		v->valsize = type->kind == DT_TK_STRING ? dtp->strsize :
		    ck_is_aggr(type) ? (type->size + 7) & ~7 : 8;
		if (v->keysize > DT_MS_KEYMAX) {
			int size = v->keysize;

			free(v->name);
			free(v);
			dt_cerror(dtp, D_NOREG, line, "%s%s[ ] key is too large (%d bytes, more than "
			    "the %d there is room for)", dt_scope_prefix(scope), name, size,
			    DT_MS_KEYMAX);
		}
	} else if (scope == DT_IDENT_THIS) {
		dtp->prog->this_size = (dtp->prog->this_size + 7) & ~7;
		v->offset = dtp->prog->this_size;
		dtp->prog->this_size += (type->size + 7) & ~7;
	} else {
		int width = dt_var_width(v), align = type->kind == DT_TK_STRING ? 8 : width;

		dtp->prog->nglobals_size = (dtp->prog->nglobals_size + align - 1) & ~(align - 1);
		v->offset = DT_GV_FIRST + dtp->prog->nglobals_size;
		dtp->prog->nglobals_size += width;
	}
	ck_var_insert(dtp, v);
	return v;
}

#define ck_global_declare(cs, name, type)	\
	ck_var_declare(cs, DT_IDENT_GLOBAL, name, type, NULL, 0)

/*
 * Two struct or union types are the same key type (as DTrace's
 * ctf_type_compat judges them): the same kind, tag and size; a struct of
 * another tag with the same members is another type.
 */
static int
ck_sou_compat(const dt_type_t *a, const dt_type_t *b)
{
	return a == b || (a->kind == b->kind && a->size == b->size && a->name != NULL &&
	    b->name != NULL && strcmp(a->name, b->name) == 0);
}

/* a key list that matches the prototype of associative array v (as DTrace's
 * dt_idcook_sign checks it): integers with integers, strings with strings,
 * a struct or union with the same struct or union */
static void
ck_keys_match(dt_cstate_t *cs, dt_var_t *v, dt_node_t *keys, int line)
{
	char b1[64], b2[64];
	int i = 0;

	dt_ck_tuple_len(cs, line, dt_scope_prefix(v->scope), v->name, keys, v->nkeys, "key");
	for (dt_node_t *k = keys; k != NULL; k = k->next, i++) {
		dt_type_t *p = v->keytypes[i], *t = k->type;
		int ok = (dt_type_is_int(p) && dt_type_is_int(t)) ||
		    (p->kind == DT_TK_STRING && dt_type_is_strcompat(t) && t->kind != DT_TK_PTR) ||
		    (p->kind == DT_TK_STRING && t->kind == DT_TK_STRING) ||
		    (p->kind == DT_TK_PTR && (t->kind == DT_TK_PTR || (k->isconst && k->ival == 0))) ||
		    (ck_is_sou(p) && ck_is_sou(t) && ck_sou_compat(p, t));

		if (!ok)
			dt_ck_tuple_arg(cs, line, dt_scope_prefix(v->scope), v->name, "key", i + 1,
			    dt_type_name(p, b1, sizeof(b1)), dt_type_name(t, b2, sizeof(b2)));
	}
}

/*
 * A variable reference: IDENT (global, self->, this->) or INDEX (an
 * associative array element).  cs->decl set: the reference is being assigned,
 * and an undeclared variable is declared with that type.
 */
void
dt_ck_varref(dt_cstate_t *cs, dt_node_t *n, dt_node_t *id, dt_node_t *keys)
{
	dt_idkind_t scope = id->idkind == DT_IDENT_NONE ? DT_IDENT_GLOBAL : id->idkind;
	dt_type_t *decl = cs->decl;
	dt_var_t *v = dt_ck_var(cs, scope, id->str);
	int nk = 0, modify = cs->modify;
	char b1[64];

	cs->decl = NULL;	/* not for the keys */
	cs->modify = 0;
	for (dt_node_t *k = keys; k != NULL; k = k->next, nk++) {
		dt_ck_key(cs, k, nk + 1, 0);
		if (!ck_keytype_ok(k->type) || k->type->size == 0)
			dt_cerror(cs->dtp, D_KEY_TYPE, k->line, "%s expression may not be used "
			    "as associative array index: key #%d", dt_type_name(k->type, b1, sizeof(b1)),
			    nk + 1);
	}
	if (v == NULL) {
		if (decl == NULL) {
			if (scope == DT_IDENT_GLOBAL && keys == NULL && !modify)
				dt_cerror(cs->dtp, D_IDENT_UNDEF, n->line,
				    "failed to resolve %s: Unknown variable name", id->str);
			dt_cerror(cs->dtp, D_VAR_UNDEF, n->line, "%s%s has not yet been declared "
			    "or assigned", dt_scope_prefix(scope), id->str);
		}
		if (keys != NULL && scope == DT_IDENT_THIS)
			dt_cerror(cs->dtp, D_ARR_LOCAL, n->line, "local variables may not be used as "
			    "associative arrays: %s", id->str);
		v = ck_var_declare(cs, scope, id->str, ck_var_type(cs, scope, keys != NULL, decl, 1,
		    n->line), keys, n->line);
	} else if (v->isassoc && keys == NULL) {
		dt_ck_tuple_len(cs, n->line, dt_scope_prefix(scope), v->name, NULL, v->nkeys, "key");
	} else if (keys != NULL) {
		ck_keys_match(cs, v, keys, n->line);	/* (ck_index sends others to memory) */
	}
	id->idkind = scope;
	id->var = v;
	id->type = v->type;
	n->idkind = scope;
	n->var = v;
	n->type = v->type;
	if (ck_is_aggr(v->type)) {
		/* a struct or array variable is an object in its storage */
		n->inmem = 1;
		n->dstore = 1;
	}
}

/* a top-level variable declaration or inline definition */
void
dt_ck_decl(dt_cstate_t *cs, dt_node_t *n)
{
	dtrace_hdl_t *dtp = cs->dtp;
	dt_type_t *t = n->type;
	dt_var_t *v;

	if ((n->idkind == DT_IDENT_GLOBAL || n->ival == 1) && !cs->inlib && (dt_ck_is_builtin(n->str) ||
	    dt_ck_is_func(n->str)) && !dt_ck_hidden(dtp, n->str))
		dt_cerror(dtp, D_DECL_IDRED, n->line, "built-in identifier redeclared: %s", n->str);
	if (n->ival == 1 && dt_ck_inline(dtp, n->str) != NULL)	/* DTrace's words */
		dt_cerror(dtp, D_DECL_IDRED, n->line, "identifier redefined: %s\n\t current: "
		    "inline definition\n\tprevious: scalar inline", n->str);
	if (n->idkind == DT_IDENT_GLOBAL && dt_ck_inline(dtp, n->str) != NULL)
		dt_cerror(dtp, D_DECL_IDRED, n->line, "identifier redeclared: %s", n->str);
	if (n->ival == 1) {	/* inline */
		dt_inline_t *in;
		dt_xlator_t **pt;

		if (dt_ck_global(cs, n->str) != NULL)
			dt_cerror(dtp, D_DECL_IDRED, n->line, "identifier redeclared: %s", n->str);
		/* the handle owns it at once; it is found once its definition is checked */
		in = dt_zalloc(sizeof(*in));
		in->name = dt_strdup(n->str);
		in->next = dtp->inlines;
		dtp->inlines = in;
		pt = &in->params;
		for (dt_node_t *k = n->args; k != NULL; k = k->next, in->nparams++) {
			/* an array inline's parameters: its expression names them */
			dt_xlator_t *p = dt_zalloc(sizeof(*p));

			*pt = p;
			pt = &p->next;
			p->param = k->str;
			p->intype = k->type;
			p->inlib = cs->inlib;
			if (k->type->kind == DT_TK_VOID || (!dt_type_is_scalar(k->type) &&
			    !dt_type_is_strcompat(k->type)))
				dt_cerror(dtp, D_KEY_TYPE, n->line, "%s may not be used as an "
				    "associative array key type: %s", k->type->name, n->str);
		}
		cs->inparams = in->params;
		dt_ck_value(cs, n->l);	/* an inline may name a translation */
		cs->inparams = NULL;
		if (t->kind == DT_TK_STRUCT || t->kind == DT_TK_UNION ? n->l->type != t &&
		    strcmp(n->l->type->name, t->name) != 0 :
		    t->kind == DT_TK_STRING ? !dt_type_is_strcompat(n->l->type) :
		    dt_type_is_float(t) ? !(dt_type_is_regval(t) && dt_type_is_float(n->l->type) &&
		    n->l->type->size == t->size) :
		    !(dt_type_is_scalar(t) && dt_type_is_scalar(n->l->type)))
			dt_cerror(dtp, D_OP_INCOMPAT, n->line,
			    "inline %s definition uses incompatible types: \"%s\" = \"%s\"",
			    n->str, t->name, n->l->type->name);
		in->type = t;
		in->expr = n->l;
		in->ready = 1;
		return;
	}
	if (t->kind == DT_TK_VOID)
		dt_cerror(dtp, D_DECL_VOIDOBJ, n->line, "cannot have void object: %s", n->str);
	ck_var_type(cs, n->idkind, n->args != NULL, t, 0, n->line);
	for (dt_node_t *k = n->args; k != NULL; k = k->next)
		if (k->type->kind == DT_TK_VOID || !ck_keytype_ok(k->type) ||
		    (ck_is_sou(k->type) && k->type->size == 0))
			dt_cerror(dtp, D_KEY_TYPE, n->line, "%s may not be used as an associative "
			    "array key type: %s", k->type->name, n->str);
	if ((v = dt_ck_var(cs, n->idkind, n->str)) != NULL) {
		int same = v->type == t && v->isassoc == (n->args != NULL);
		int i = 0;

		for (dt_node_t *k = n->args; same && k != NULL; k = k->next, i++)
			same = i < v->nkeys && ck_key_type(cs, k->type) == v->keytypes[i];
		if (!same || i != v->nkeys)
			dt_cerror(dtp, D_DECL_IDRED, n->line, "identifier redeclared: %s%s\n"
			    "\t current: %s %s\n\tprevious: %s %s", dt_scope_prefix(n->idkind), n->str,
			    n->args != NULL ? "associative array" : "scalar", t->name,
			    v->isassoc ? "associative array" : "scalar", v->type->name);
		return;
	}
	ck_var_declare(cs, n->idkind, n->str, t, n->args, n->line);
}
