/*
 * dt_ck_xlator.c: translators, and xlate.
 *
 * "translator out < in param > { member = expr; ... };" says how a value
 * of type in gives each member of the struct or union out.  dt_ck_xlator()
 * checks a definition (of the program or of the D library) and adds it to
 * dtp->xlators: each member must be one of out's, and its expression,
 * checked with param standing for the input value (dt_ck_ident gives param
 * the input type while cs->xlator is set), must have a type compatible
 * with the member's (ck_type_compat: alike scalars, strings, pointers to
 * types of one name or to void, arrays of as many alike elements).  A
 * translator is ready once all its members are checked, and only ready
 * ones are found: a definition does not see itself.  Two translators
 * between the same types are an error (D_XLATE_REDECL).
 *
 * xlate<T>(e) and xlate<T *>(e) find the translator from e's type to T
 * (dt_ck_xlate).  They are dynamic values (dt_ck_expr.c): only their
 * members have values, each the translator's expression for the member,
 * with e as its input (dt_ck_xlate_member).  dt_ck_xlator_exists() tells
 * whether a translator gives a probe's output argument from its input
 * argument (dt_ck_provider.c).  A probe argument that its provider
 * translates (dt_argdesc_t's xlate) becomes xlate<T>((native)argM) by
 * dt_ck_args_xlate, the same machinery, with D_ARGS_XLATOR when no
 * translator gives T from the native type.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_lex.h"
#include "dt_check_impl.h"
#include "dt_front.h"

static int
ck_type_compat(const dt_type_t *want, const dt_type_t *have)
{
	if (want == have)
		return 1;
	if (want->kind == DT_TK_STRING)
		return dt_type_is_strcompat(have);
	if (want->kind == DT_TK_PTR && have->kind == DT_TK_PTR)
		return want->ref == have->ref || strcmp(want->ref->name, have->ref->name) == 0 ||
		    want->ref->kind == DT_TK_VOID || have->ref->kind == DT_TK_VOID;
	if (want->kind == DT_TK_ARRAY && have->kind == DT_TK_ARRAY)
		return want->nelems == have->nelems && want->ref->size == have->ref->size &&
		    ck_type_compat(want->ref, have->ref);
	return dt_type_is_scalar(want) && dt_type_is_scalar(have);
}

/* translator out < in param > { member = expr; ... }: check and record it */
void
dt_ck_xlator(dt_cstate_t *cs, dt_node_t *n)
{
	dtrace_hdl_t *dtp = cs->dtp;
	dt_xlator_t *xl;
	dt_type_t *out = n->x->type;

	if (out->kind != DT_TK_STRUCT && out->kind != DT_TK_UNION)
		dt_cerror(dtp, D_XLATE_SOU, n->line, "translator output type must be a struct or union");
	for (xl = dtp->xlators; xl != NULL; xl = xl->next)
		if (xl->ready && xl->outtype == out && ck_type_compat(xl->intype, n->r->type) &&
		    ck_type_compat(n->r->type, xl->intype))
			dt_cerror(dtp, D_XLATE_REDECL, n->line, "translator from %s to %s has already "
			    "been declared", n->r->type->name, out->name);
	/* owned by the handle from here on (an error below must not leak it) */
	xl = dt_zalloc(sizeof(*xl));
	xl->outtype = out;
	xl->intype = n->r->type;
	xl->param = n->str;
	xl->members = n->args;
	xl->inlib = cs->inlib;
	xl->next = dtp->xlators;
	dtp->xlators = xl;
	cs->xlator = xl;
	for (dt_node_t *m = n->args; m != NULL; m = m->next) {
		unsigned long bitoff;
		const dt_member_t *om = dt_type_member(dtp, out, m->str, &bitoff);

		if (om == NULL) {
			cs->xlator = NULL;
			dt_cerror(dtp, D_XLATE_MEMB, n->line, "translator member %s is not a member of %s",
			    m->str, out->name);
		}
		dt_ck_expr(cs, m->l);
		if (!ck_type_compat(om->type, m->l->type)) {
			cs->xlator = NULL;
			dt_cerror(dtp, D_XLATE_INCOMPAT, m->line, "translator member %s definition uses "
			    "incompatible types: \"%s\" = \"%s\"", m->str, om->type->name,
			    m->l->type->name);
		}
		m->type = om->type;
	}
	cs->xlator = NULL;
	xl->ready = 1;
}

/* xlate<type>(expr): find the translator */
void
dt_ck_xlate(dt_cstate_t *cs, dt_node_t *n)
{
	dt_type_t *t = n->x->type, *out = t->kind == DT_TK_PTR ? t->ref : t;

	dt_ck_expr(cs, n->l);
	for (dt_xlator_t *xl = cs->dtp->xlators; xl != NULL; xl = xl->next) {
		if (xl->ready && xl->outtype == out && ck_type_compat(xl->intype, n->l->type)) {
			n->xl = xl;
			n->type = t;
			n->dyn = t->kind == DT_TK_PTR ? DT_DYN_XLPTR : DT_DYN_TYPE;
			return;
		}
	}
	dt_cerror(cs->dtp, D_XLATE_NONE, n->line, "cannot translate from \"%s\" to \"%s\"",
	    n->l->type->name, t->name);
}

/* xlate<T>(e).m or xlate<T *>(e)->m: the translator's expression for m */
void
dt_ck_xlate_member(dt_cstate_t *cs, dt_node_t *n)
{
	dt_node_t *xn = dt_ck_xlate_node(n->l);
	dt_xlator_t *xl = xn->xl;
	int isptr = xn->type->kind == DT_TK_PTR;

	if (isptr != (n->op == T_ARROW))
		dt_cerror(cs->dtp, isptr ? D_OP_SOU : D_OP_PTR, n->line, "operator %s cannot be applied "
		    "to type \"%s\"", n->op == T_ARROW ? "->" : ".", xn->type->name);
	for (dt_node_t *m = xl->members; m != NULL; m = m->next) {
		if (strcmp(m->str, n->str) == 0) {
			n->xl = xl;
			n->x = m->l;		/* the member's expression */
			n->r = xn->l;		/* the translated value */
			n->type = m->type;
			/* an array member: in its expression's memory */
			n->inmem = m->type->kind == DT_TK_ARRAY && m->l->inmem;
			return;
		}
	}
	dt_cerror(cs->dtp, D_XLATE_NOCONV, n->line, "translator does not define conversion "
	    "for member: %s", n->str);
}

/* a translator from a probe's input argument type to its output type */
int
dt_ck_xlator_exists(dtrace_hdl_t *dtp, dt_type_t *in, dt_type_t *out)
{
	dt_type_t *o = out->kind == DT_TK_PTR ? out->ref : out;

	for (dt_xlator_t *x = dtp->xlators; x != NULL; x = x->next)
		if (x->ready && x->outtype == o && (x->intype == in ||
		    (dt_type_is_int(x->intype) && dt_type_is_int(in)) ||
		    (x->intype->kind == DT_TK_PTR && in->kind == DT_TK_PTR &&
		    x->intype->ref == in->ref)))
			return 1;
	return 0;
}

/*
 * args[N] of a probe whose provider translates it: xlate<T>((native)argM),
 * T the translated type and M the native argument it maps from, through
 * the translators the program and the D library define.
 */
void
dt_ck_args_xlate(dt_cstate_t *cs, dt_node_t *n, dt_type_t *t, dt_type_t *nt,
    const dt_argdesc_t *ad)
{
	dtrace_hdl_t *dtp = cs->dtp;
	dt_type_t *out = t->kind == DT_TK_PTR ? t->ref : t;
	dt_node_t *tn = dt_node_add(n, DT_NODE_TYPE);
	dt_xlator_t *xl;
	int map = ad->mapping;

	for (xl = dtp->xlators; xl != NULL; xl = xl->next)
		if (xl->ready && xl->outtype == out && ck_type_compat(xl->intype, nt))
			break;
	if (xl == NULL)
		dt_cerror(dtp, D_ARGS_XLATOR, n->line, "translator for args[%lld] from %s to %s is "
		    "not defined", (long long)n->args->ival, ad->native, ad->xlate);
	dt_ck_args_operand(n, map, nt);
	tn->type = t;
	n->kind = DT_NODE_XLATE;
	n->x = tn;
	free(n->str);
	n->str = NULL;
	dt_ck_xlate(cs, n);
}
