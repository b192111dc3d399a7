/*
 * dt_check_impl.h: what the files of the D checker share; library-internal,
 * included by dt_check.c and the dt_ck_*.c files only.
 *
 * The checker is dt_check.c (the walk over a program and over a piece of
 * the D library) and one file per concern, dt_ck_*.c.  Every function of
 * the walk takes the walk's state, a dt_cstate_t: the handle, the program
 * being built, the clause being checked and what the walk is inside of (an
 * aggregation's value, a translator's members, the D library, a variable
 * being assigned).  A function one file of the checker calls in another is
 * declared here, by file, and named dt_ck_...; what the rest of the library
 * calls is declared in dt_impl.h (dt_ names); all the others are static
 * (ck_ names).  Errors are reported through dt_cerror(), with DTrace's tag
 * and line; it does not return.
 */
#ifndef DT_CHECK_IMPL_H
#define DT_CHECK_IMPL_H

#include "dt_impl.h"
#include "dt_front.h"

/*
 * inline type name = expr; or an array inline, inline type name[type p, ...]
 * = expr; (the list dtp->inlines, newest first).  An array inline's
 * parameters are held as translator parameters (dt_xlator_t with param and
 * intype only, never in dtp->xlators, linked by next): its expression,
 * checked once, names them as DT_IDENT_XLPARAM, and each use name[a, ...]
 * binds their cur_arg to its arguments while its code is generated.
 */
typedef struct dt_inline {
	char *name;
	dt_type_t *type;
	dt_node_t *expr;	/* checked once, shared by every use */
	dt_xlator_t *params;	/* an array inline's parameters, or NULL */
	int nparams;
	int ready;		/* checked: found by name (a definition does not see itself) */
	struct dt_inline *next;
} dt_inline_t;

/* the state of a walk */
typedef struct dt_cstate {
	dtrace_hdl_t *dtp;
	struct dt_program *pgp;
	dt_clause_t *clause;
	int in_aggassign;	/* checking the RHS of @a = f() */
	dt_xlator_t *xlator;	/* checking this translator's members */
	dt_xlator_t *inparams;	/* checking an array inline: its parameters */
	int inlib;		/* checking a definition of the D library */
	dt_type_t *decl;	/* the variable being checked is assigned a value
				 * of this type: an undeclared one is declared */
	int modify;		/* the variable being checked is modified (x op= e):
				 * an undeclared one is a variable not yet assigned */
} dt_cstate_t;

/* a tracing function or aggregating function of D, and its number of arguments */
struct dt_fndesc {
	const char *name;
	dt_func_t id;
	int minargs, maxargs;
	int isagg;
};

/* dt_ck_attr.c: stability attributes */
void dt_ck_amin(dt_cstate_t *cs, int line, const char *what, dt_attr_t a);
void dt_ck_stmt_attr(dt_cstate_t *cs, int line, const char *what, dt_attr_t a);
dt_attr_t dt_ck_probes_attr(dt_cstate_t *cs, int from, int args);
dt_attr_t dt_ck_desc_attr(dt_cstate_t *cs, const dt_pdesc_t *desc, int isid, int from);

/* dt_ck_pragma.c: pragmas, D versions and bindings */
int dt_ck_unbound(dtrace_hdl_t *dtp, const char *name);
void dt_ck_pragma(dt_cstate_t *cs, dt_node_t *n, int phase);

/* dt_ck_xlator.c: translators */
void dt_ck_xlator(dt_cstate_t *cs, dt_node_t *n);
void dt_ck_xlate(dt_cstate_t *cs, dt_node_t *n);
void dt_ck_args_operand(dt_node_t *n, int64_t idx, dt_type_t *t);
void dt_ck_args_xlate(dt_cstate_t *cs, dt_node_t *n, dt_type_t *t, dt_type_t *nt,
    const dt_argdesc_t *ad);
void dt_ck_xlate_member(dt_cstate_t *cs, dt_node_t *n);
int dt_ck_xlator_exists(dtrace_hdl_t *dtp, dt_type_t *in, dt_type_t *out);

/* dt_ck_provider.c: provider definitions */
void dt_ck_provider(dt_cstate_t *cs, dt_node_t *n);

/* dt_ck_clause.c: clauses: probe matching, predicate, statements */
void dt_ck_clause(dt_cstate_t *cs, dt_node_t *n);

/* dt_ck_agg.c: aggregations */
void dt_ck_agg_mdim(dt_cstate_t *cs, dt_node_t *agg) __attribute__((noreturn));
void dt_ck_agg_assign(dt_cstate_t *cs, dt_node_t *n);
void dt_ck_aggref(dt_cstate_t *cs, dt_node_t *n);
void dt_ck_key(dt_cstate_t *cs, dt_node_t *k, int nk, int isagg);
void dt_ck_aggact(dt_cstate_t *cs, dt_node_t *n, const struct dt_fndesc *fd);

/* dt_ck_call.c: tracing functions and subroutine calls */
const char *dt_ck_func_name(dt_func_t id);
const struct dt_fndesc *dt_ck_func(const char *name);
int dt_ck_is_func(const char *name);
int dt_ck_hidden(const dtrace_hdl_t *dtp, const char *name);
void dt_ck_call(dt_cstate_t *cs, dt_node_t *n);

/* dt_ck_var.c: D variables: scopes, index, declaration, references */
dt_var_t *dt_ck_var(dt_cstate_t *cs, dt_idkind_t scope, const char *name);
#define dt_ck_global(cs, name)	dt_ck_var(cs, DT_IDENT_GLOBAL, name)
void dt_ck_varref(dt_cstate_t *cs, dt_node_t *n, dt_node_t *id, dt_node_t *keys);
void dt_ck_decl(dt_cstate_t *cs, dt_node_t *n);

/* dt_ck_ident.c: identifiers: built-in variables, inlines, args[], uregs[], kernel symbols */
dt_inline_t *dt_ck_inline(dtrace_hdl_t *dtp, const char *name);
void dt_ck_ident(dt_cstate_t *cs, dt_node_t *n);
#define dt_ck_is_builtin(name)	dt_is_builtin_var(name)
void dt_ck_args(dt_cstate_t *cs, dt_node_t *n);
void dt_ck_uregs(dt_cstate_t *cs, dt_node_t *n);
void dt_ck_sym(dt_cstate_t *cs, dt_node_t *n, int addrof);

/* dt_ck_arith.c: integer types and constant folding */
dt_type_t *dt_ck_promote(dt_type_t *t);
dt_type_t *dt_ck_arith(dt_type_t *a, dt_type_t *b);
dt_type_t *dt_ck_cmptype(dt_type_t *a, dt_type_t *b);
int64_t dt_ck_convert(int64_t v, const dt_type_t *t);
void dt_ck_divzero(dt_cstate_t *cs, dt_node_t *n) __attribute__((noreturn));
void dt_ck_fold(dt_cstate_t *cs, dt_node_t *n);

/* dt_ck_expr.c: expressions */
dt_node_t *dt_ck_xlate_node(dt_node_t *n);
_Noreturn void dt_ck_dyn_error(dt_cstate_t *cs, const dt_node_t *n, const char *op);
void dt_ck_expr(dt_cstate_t *cs, dt_node_t *n);
int dt_ck_is_string(const dt_node_t *n);
void dt_ck_tuple_len(dt_cstate_t *cs, int line, const char *prefix, const char *name,
    const dt_node_t *list, int want, const char *what);
_Noreturn void dt_ck_tuple_arg(dt_cstate_t *cs, int line, const char *prefix, const char *name,
    const char *what, int i, const char *proto, const char *arg);
void dt_ck_value(dt_cstate_t *cs, dt_node_t *n);

#endif
