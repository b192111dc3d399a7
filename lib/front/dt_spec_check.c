/*
 * dt_spec_check.c: the compiler's rules for speculations and destructive
 * actions.
 *
 * dt_spec_check_clause() applies DTrace's rules on the order of actions in
 * a clause (illumos' dt_stmt_append): every statement is classified as
 * speculate(), commit(), discard(), an aggregation, exit(), a destructive
 * action (stop raise system freopen chill copyout copyoutstr), a
 * data-recording action (trace printf stack ftruncate ... : anything else
 * that is an action), or an expression (records nothing).  As in DTrace,
 * after each statement the actions so far are scanned in order and the
 * first broken rule is reported at that statement's line:
 *   D_COMM_COMM  commit( ) may not follow commit( )
 *   D_COMM_DREC  commit( ) may not follow data-recording action(s)
 *   D_AGG_COMM   aggregating actions may not follow commit( )
 *   D_SPEC_SPEC  speculate( ) may not follow speculate( )
 *   D_SPEC_COMM  speculate( ) may not follow commit( )
 *   D_SPEC_DREC  speculate( ) may not follow data-recording action(s)
 *   D_AGG_SPEC   aggregating actions may not follow speculate( )
 *   D_ACT_SPEC   destructive actions may not follow speculate( )
 *   D_EXIT_SPEC  exit( ) may not follow speculate( )
 *   D_DREC_COMM  data-recording actions may not follow commit( )
 * Statements inside if/else are taken in source order, both branches.
 *
 * dt_spec_check_call() checks the arguments of the actions of this family
 * (dt_check.c has checked the expressions and their number): ids and
 * signals are integers, system() and freopen() take a printf() format and
 * its arguments (freopen("") restores the original output).  breakpoint()
 * and panic() have no Linux equivalent: dt_spec_check_clause() refuses them
 * (D_UNSUPPORTED) once the order rules are checked, so that one following
 * speculate() is D_ACT_SPEC, as in DTrace.
 */
#include <string.h>
#include "dt_impl.h"
#include "dt_printf.h"
#include "dt_front.h"

typedef enum { AK_EXPR, AK_DATA, AK_SPEC, AK_COMMIT, AK_DISCARD, AK_AGG, AK_EXIT,
    AK_DESTR } dt_akind_t;

typedef struct {
	dt_akind_t kind;
	int line;
} dt_astmt_t;

static dt_akind_t
spec_kind(const dt_node_t *s)
{
	const dt_node_t *e = s->l;

	if (e->kind == DT_NODE_OP2 && e->l != NULL && e->l->kind == DT_NODE_AGG)
		return AK_AGG;
	if (e->kind != DT_NODE_CALL)
		return AK_EXPR;
	if (e->idkind == DT_IDENT_SUBR)
		return e->ival == DT_SUBR_COPYOUT || e->ival == DT_SUBR_COPYOUTSTR ? AK_DESTR : AK_EXPR;
	if (e->idkind != DT_IDENT_FUNC)
		return AK_EXPR;
	switch ((dt_func_t)e->ival) {
	case DT_FN_SPECULATE: return AK_SPEC;
	case DT_FN_COMMIT: return AK_COMMIT;
	case DT_FN_DISCARD: return AK_DISCARD;
	case DT_FN_EXIT: return AK_EXIT;
	case DT_FN_STOP: case DT_FN_RAISE: case DT_FN_SYSTEM: case DT_FN_FREOPEN:
	case DT_FN_CHILL: case DT_FN_BREAKPOINT: case DT_FN_PANIC:
		return AK_DESTR;
	default:
		return AK_DATA;
	}
}

static int
spec_flatten(const dt_node_t *s, dt_astmt_t *v, int n, int max)
{
	for (; s != NULL; s = s->next) {
		switch (s->kind) {
		case DT_NODE_BLOCK:
			n = spec_flatten(s->body, v, n, max);
			break;
		case DT_NODE_IF:
			n = spec_flatten(s->l, v, n, max);
			n = spec_flatten(s->r, v, n, max);
			break;
		case DT_NODE_EXPRSTMT:
			if (n < max) {
				v[n].kind = spec_kind(s);
				v[n].line = s->line;
			}
			n++;
			break;
		default:
			break;
		}
	}
	return n;
}

/* scan actions v[0..k] as DTrace does when statement k is appended */
static void
spec_scan(dtrace_hdl_t *dtp, const dt_astmt_t *v, int k)
{
	int commit = 0, spec = 0, datarec = 0, line = v[k].line;

	for (int j = 0; j <= k; j++) {
		dt_akind_t a = v[j].kind;

		if (a == AK_COMMIT) {
			if (commit)
				dt_cerror(dtp, D_COMM_COMM, line, "commit( ) may not follow commit( )");
			if (datarec)
				dt_cerror(dtp, D_COMM_DREC, line,
				    "commit( ) may not follow data-recording action(s)");
			for (int t = j; t <= k; t++)
				if (v[t].kind == AK_AGG)
					dt_cerror(dtp, D_AGG_COMM, line,
					    "aggregating actions may not follow commit( )");
			commit = 1;
			continue;
		}
		if (a == AK_SPEC) {
			if (spec)
				dt_cerror(dtp, D_SPEC_SPEC, line, "speculate( ) may not follow speculate( )");
			if (commit)
				dt_cerror(dtp, D_SPEC_COMM, line, "speculate( ) may not follow commit( )");
			if (datarec)
				dt_cerror(dtp, D_SPEC_DREC, line,
				    "speculate( ) may not follow data-recording action(s)");
			spec = 1;
			continue;
		}
		if (a == AK_AGG) {
			if (spec)
				dt_cerror(dtp, D_AGG_SPEC, line,
				    "aggregating actions may not follow speculate( )");
			datarec = 1;
			continue;
		}
		if (spec && a == AK_DESTR)
			dt_cerror(dtp, D_ACT_SPEC, line, "destructive actions may not follow speculate( )");
		if (spec && a == AK_EXIT)
			dt_cerror(dtp, D_EXIT_SPEC, line, "exit( ) may not follow speculate( )");
		if (a == AK_DESTR || a == AK_DISCARD || a == AK_EXPR)
			continue;
		if (commit)
			dt_cerror(dtp, D_DREC_COMM, line, "data-recording actions may not follow commit( )");
		if (!spec)
			datarec = 1;
	}
}

/*
 * breakpoint() and panic(), which DTrace has and BPF cannot do, are refused
 * once the clause's order is checked: a breakpoint() after speculate() is
 * D_ACT_SPEC, as in DTrace, before it is D_UNSUPPORTED
 */
static void
spec_refuse(dtrace_hdl_t *dtp, const dt_node_t *s)
{
	for (; s != NULL; s = s->next) {
		const dt_node_t *e = s->l;

		if (s->kind == DT_NODE_BLOCK) {
			spec_refuse(dtp, s->body);
		} else if (s->kind == DT_NODE_IF) {
			spec_refuse(dtp, s->l);
			spec_refuse(dtp, s->r);
		} else if (s->kind == DT_NODE_EXPRSTMT && e->kind == DT_NODE_CALL &&
		    e->idkind == DT_IDENT_FUNC &&
		    (e->ival == DT_FN_BREAKPOINT || e->ival == DT_FN_PANIC)) {
			dt_cerror(dtp, D_UNSUPPORTED, e->line, "%s( ) is not available on Linux: "
			    "BPF programs cannot %s", e->str, e->ival == DT_FN_PANIC ?
			    "panic the kernel" : "enter a kernel debugger");
		}
	}
}

void
dt_spec_check_clause(dtrace_hdl_t *dtp, dt_node_t *clause)
{
	dt_astmt_t v[256];
	int n = spec_flatten(clause->body, v, 0, 256);

	if (n > 256)
		n = 256;	/* the rules only matter among a clause's first actions */
	for (int k = 0; k < n; k++)
		if (v[k].kind != AK_EXPR)
			spec_scan(dtp, v, k);
	spec_refuse(dtp, clause->body);
}

/* system() and freopen(): a printf() format and its arguments */
static void
spec_check_format(dtrace_hdl_t *dtp, dt_node_t *n, const char *name)
{
	dt_node_t *f = n->args, *a;
	char err[256];
	dt_pfprog_t *pf;
	int nargs = 0, want, i;

	for (a = f->next; a != NULL; a = a->next)
		nargs++;
	if (f->kind != DT_NODE_STR)
		dt_cerror(dtp, D_PRINTF_ARG_FMT, n->line, "%s( ) argument #1 is incompatible with "
		    "prototype:\n\tprototype: string constant\n\t argument: %s", name,
		    f->type != NULL && f->type->name != NULL ? f->type->name : "?");
	if (strcmp(name, "freopen") == 0 && f->slen == 0 && nargs == 0) {
		n->aux = dt_printf_parse("", err, sizeof(err));	/* restore the output */
		return;
	}
	if (f->slen == 0)
		dt_cerror(dtp, D_PRINTF_FMT_EMPTY, n->line, "%s( ) format string is empty", name);
	if ((pf = dt_printf_parse(f->str, err, sizeof(err))) == NULL)
		dt_cerror(dtp, D_PRINTF_ARG_TYPE, n->line, "%s( ) %s", name, err);
	n->aux = pf;
	want = dt_printf_nargs(pf);
	if (dt_printf_naggs(pf) > 0)
		dt_cerror(dtp, D_PRINTF_ARG_TYPE, n->line,
		    "%s( ) format %%@ may only be used with printa( )", name);
	if (nargs < want) {
		dt_pfarginfo_t info;

		dt_printf_arginfo(pf, nargs, &info);
		dt_cerror(dtp, D_PRINTF_ARG_PROTO, n->line, "%s( ) prototype mismatch: conversion "
		    "#%d (%%%s) is missing a corresponding value argument", name, info.conv, info.name);
	}
	if (nargs > want)
		dt_cerror(dtp, D_PRINTF_ARG_EXTRA, n->line, "%s( ) prototype mismatch: only %d "
		    "arguments required by this format string", name, want);
	for (i = 0, a = f->next; a != NULL; i++, a = a->next) {
		dt_pfarginfo_t info;
		int isstr = dt_type_is_strcompat(a->type), ok;

		dt_printf_arginfo(pf, i, &info);
		ok = info.kind == DT_PFCONV_STR ? isstr : info.kind == DT_PFCONV_ANY ? 1 :
		    info.kind == DT_PFCONV_FLOAT ? dt_type_is_float(a->type) :
		    dt_type_is_float(a->type) ? info.kind == DT_PFCONV_SIZED &&
		    a->type->size == info.size :	/* %Lf: a long double */
		    dt_type_is_scalar(a->type) && a->type->kind != DT_TK_STRING;
		if (!ok)
			dt_cerror(dtp, D_PRINTF_ARG_TYPE, n->line, "%s( ) argument #%d is incompatible "
			    "with conversion #%d prototype:\n\tconversion: %%%s\n\t prototype: %s\n"
			    "\t  argument: %s", name, i + 2, info.conv, info.name, info.proto,
			    a->type->name ? a->type->name : "?");
	}
}

/* the arguments of call n of action fn (already checked as expressions) */
void
dt_spec_check_call(dtrace_hdl_t *dtp, dt_node_t *n, int fn)
{
	switch (fn) {
	case DT_FN_SPECULATE: case DT_FN_COMMIT: case DT_FN_DISCARD:
	case DT_FN_RAISE: case DT_FN_CHILL:
		if (!dt_type_is_int(n->args->type))
			dt_cerror(dtp, D_PROTO_ARG, n->line, "%s( ) argument #1 is incompatible with "
			    "prototype:\n\tprototype: int\n\t argument: %s", n->str,
			    n->args->type->name ? n->args->type->name : "?");
		break;
	case DT_FN_SYSTEM:
		spec_check_format(dtp, n, "system");
		break;
	case DT_FN_FREOPEN:
		/* "." is what DTrace's consumer takes for "restore the output" */
		if (n->args->kind == DT_NODE_STR && strcmp(n->args->str, ".") == 0)
			dt_cerror(dtp, D_FREOPEN_INVALID, n->line, "freopen( ) argument #1 cannot "
			    "be \".\"");
		spec_check_format(dtp, n, "freopen");
		break;
	default:
		break;	/* breakpoint() and panic(): after the order (spec_refuse) */
	}
}
