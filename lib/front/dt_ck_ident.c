/*
 * dt_ck_ident.c: what a name in an expression is.
 *
 * dt_ck_ident() resolves an identifier in this order: a translator's input
 * parameter (while the translator's members are checked), a variable named
 * with its scope (self->x, this->x), a name the D library defines (its
 * piece loaded at the first use: dt_dlib_need), a built-in variable
 * (unless an inline of the D library has its name), an enumerator, an
 * inline, NULL (a null pointer constant, (void *)0), and last a global
 * variable (dt_ck_var.c); a function's name is not a value.  Bare self and
 * this are dynamic values (dt_ck_expr.c).
 *
 * The built-in variables and their D types are dt_builtins; curthread is a
 * struct task_struct * (the kernel's BTF), curcpu a cpuinfo_t * whose
 * values the loader fills, one per CPU.  args[N] is argument N typed as the
 * providers describe it, the same type for every probe the clause enables
 * (dt_type_ctext reads the type's C text); uregs[R] is a user register.  A
 * kernel symbol, `name or mod`name, has its address from /proc/kallsyms
 * and its type from BTF.  What is less stable than DTrace's default
 * (curthread, kernel symbols, args[]) rates the clause's statements
 * (dt_ck_attr.c).  Inlines are found here (dt_ck_inline), defined by
 * declarations (dt_ck_var.c), and hidden by a #pragma D binding to a later
 * D version (dt_ck_pragma.c).
 */
#include <stdlib.h>
#include <string.h>
#include "dt_lex.h"
#include "dt_check_impl.h"
#include "dt_front.h"

dt_inline_t *
dt_ck_inline(dtrace_hdl_t *dtp, const char *name)
{
	if (dtp->bindings != NULL && dt_ck_unbound(dtp, name))
		return NULL;	/* not in the D version the program asks for */
	for (dt_inline_t *i = dtp->inlines; i != NULL; i = i->next)
		if (i->ready && strcmp(i->name, name) == 0)
			return i;
	return NULL;
}

static const struct dt_bidesc {
	const char *name;
	dt_builtin_t id;
	dt_type_t *type;	/* NULL: string */
} dt_builtins[] = {
	{ "arg0", DT_BI_ARG0, &dt_type_int64 }, { "arg1", DT_BI_ARG1, &dt_type_int64 },
	{ "arg2", DT_BI_ARG2, &dt_type_int64 }, { "arg3", DT_BI_ARG3, &dt_type_int64 },
	{ "arg4", DT_BI_ARG4, &dt_type_int64 }, { "arg5", DT_BI_ARG5, &dt_type_int64 },
	{ "arg6", DT_BI_ARG6, &dt_type_int64 }, { "arg7", DT_BI_ARG7, &dt_type_int64 },
	{ "arg8", DT_BI_ARG8, &dt_type_int64 }, { "arg9", DT_BI_ARG9, &dt_type_int64 },
	{ "pid", DT_BI_PID, &dt_type_int }, { "tid", DT_BI_TID, &dt_type_int },
	{ "ppid", DT_BI_PPID, &dt_type_int }, { "uid", DT_BI_UID, &dt_type_uint },
	{ "gid", DT_BI_GID, &dt_type_uint }, { "execname", DT_BI_EXECNAME, NULL },
	{ "timestamp", DT_BI_TIMESTAMP, &dt_type_uint64 },
	{ "vtimestamp", DT_BI_VTIMESTAMP, &dt_type_uint64 },
	{ "walltimestamp", DT_BI_WALLTIMESTAMP, &dt_type_int64 },
	{ "probeprov", DT_BI_PROBEPROV, NULL }, { "probemod", DT_BI_PROBEMOD, NULL },
	{ "probefunc", DT_BI_PROBEFUNC, NULL }, { "probename", DT_BI_PROBENAME, NULL },
	{ "cpu", DT_BI_CPU, &dt_type_int }, { "id", DT_BI_ID, &dt_type_uint },
	{ "epid", DT_BI_EPID, &dt_type_uint },
	{ "curthread", DT_BI_CURTHREAD, NULL },	/* struct task_struct *, from BTF */
	{ "errno", DT_BI_ERRNO, &dt_type_int },
	{ "execargs", DT_BI_EXECARGS, NULL },	/* string */
	{ "curcpu", DT_BI_CURCPU, NULL },	/* cpuinfo_t *, declared on first use */
	{ "stackdepth", DT_BI_STACKDEPTH, &dt_type_uint32 },
	{ "ustackdepth", DT_BI_USTACKDEPTH, &dt_type_uint32 },
	{ "caller", DT_BI_CALLER, &dt_type_ulong },
	{ "ucaller", DT_BI_UCALLER, &dt_type_uint64 },
};

/*
 * curcpu's type, cpuinfo_t (illumos' layout, dt_cpuinfo_t, a type of the
 * D library), and at its first use its values: one per CPU in the globals
 * map, filled by the loader (dt_cpuinfo.c).
 */
static dt_type_t *
ck_cpuinfo(dt_cstate_t *cs)
{
	dtrace_hdl_t *dtp = cs->dtp;

	dt_dlib_need(dtp, "cpuinfo_t", 1);
	if (dtp->prog->gv_cpuinfo == 0) {
		dtp->prog->nglobals_size = (dtp->prog->nglobals_size + 7) & ~7;
		dtp->prog->gv_cpuinfo = DT_GV_FIRST + dtp->prog->nglobals_size;
		dtp->prog->nglobals_size += dtp->ncpus * (int)sizeof(dt_cpuinfo_t);
	}
	return dt_type_lookup(dtp, "cpuinfo_t");
}

void
dt_ck_ident(dt_cstate_t *cs, dt_node_t *n)
{
	if (n->idkind == DT_IDENT_BUILTIN && n->type != NULL)
		return;		/* resolved already (args[i], a predicate checked again) */
	for (dt_xlator_t *p = cs->inparams; p != NULL && n->idkind == DT_IDENT_NONE; p = p->next) {
		if (p->param != NULL && strcmp(n->str, p->param) == 0) {
			/* an array inline's parameter: its argument where it is used */
			n->idkind = DT_IDENT_XLPARAM;
			n->xl = p;
			n->type = p->intype;
			return;
		}
	}
	if (cs->xlator != NULL && n->idkind == DT_IDENT_NONE &&
	    strcmp(n->str, cs->xlator->param) == 0) {
		n->idkind = DT_IDENT_XLPARAM;
		n->xl = cs->xlator;
		n->type = cs->xlator->intype;
		/* a struct or union input is the translated object itself */
		n->inmem = n->type->kind == DT_TK_STRUCT || n->type->kind == DT_TK_UNION;
		return;
	}
	if (n->str == NULL) {
		/* bare self or this: DTrace's dynamic type, only for -> */
		n->type = &dt_type_void;
		n->dyn = DT_DYN_TYPE;
		return;
	}
	if (n->idkind == DT_IDENT_SELF || n->idkind == DT_IDENT_THIS ||
	    n->idkind == DT_IDENT_GLOBAL) {
		dt_ck_varref(cs, n, n, NULL);
		return;
	}
	if (dt_ck_global(cs, n->str) == NULL)
		dt_dlib_need(cs->dtp, n->str, 0);	/* a name the D library defines */
	for (size_t i = 0; i < sizeof(dt_builtins) / sizeof(dt_builtins[0]); i++) {
		if (dt_ck_inline(cs->dtp, n->str) != NULL)
			break;	/* a built-in the D library defines */
		if (strcmp(dt_builtins[i].name, n->str) == 0 && !dt_ck_hidden(cs->dtp, n->str)) {
			n->idkind = DT_IDENT_BUILTIN;
			n->ival = dt_builtins[i].id;
			if (n->ival == DT_BI_EXECARGS)	/* a runtime routine's */
				cs->dtp->prog->subrs_used |= DT_SUBR_USE_EXECARGS;
			n->type = dt_builtins[i].type ? dt_builtins[i].type : dt_type_string(cs->dtp);
			if (n->ival == DT_BI_CURCPU) {
				dt_type_t *t = ck_cpuinfo(cs);

				if (t == NULL)
					dt_cerror(cs->dtp, D_UNKNOWN_TYPE, n->line, "curcpu needs "
					    "cpuinfo_t, which a declaration of the program replaced");
				n->type = dt_type_ptr(cs->dtp, t);
				return;
			}
			if (n->ival == DT_BI_CURTHREAD) {
				dt_type_t *t = dt_btf_lookup(cs->dtp, "struct task_struct");
				dt_attr_t a;

				dt_attr_parse("Stable/Private/Common", &a);
				dt_ck_stmt_attr(cs, n->line, "scalar curthread", a);

				if (t == NULL)
					dt_cerror(cs->dtp, D_UNKNOWN_TYPE, n->line, "curthread needs the "
					    "kernel's BTF (struct task_struct), which is not available");
				n->type = dt_type_ptr(cs->dtp, t);
			}
			return;
		}
	}
	{
		int64_t v;
		dt_type_t *et;
		dt_inline_t *in;

		if (dt_enum_lookup(cs->dtp, n->str, &v, &et)) {
			n->idkind = DT_IDENT_ENUM;
			n->type = et;
			n->isconst = 1;
			n->ival = v;
			return;
		}
		if ((in = dt_ck_inline(cs->dtp, n->str)) != NULL) {
			if (in->params != NULL)	/* an array inline: only name[...] uses it */
				dt_cerror(cs->dtp, D_IDENT_BADREF, n->line, "associative array '%s' "
				    "may not be referenced as scalar", n->str);
			n->idkind = DT_IDENT_INLINE;
			n->type = in->type;
			n->l = in->expr;
			n->dyn = in->expr->dyn;	/* an inline bound to a translation */
			/* one bound to an object (a struct variable) is that object */
			n->inmem = in->expr->inmem;
			n->dstore = in->expr->dstore;
			if (in->expr->isconst && dt_type_is_int(in->type)) {
				n->isconst = 1;
				n->ival = dt_ck_convert(in->expr->ival, in->type);
			}
			return;
		}
	}
	if (strcmp(n->str, "NULL") == 0 && dt_ck_global(cs, n->str) == NULL) {
		/* D's NULL: the built-in alias for address 0, an int constant
		 * (sizeof (NULL) is 4, as in illumos); being the constant 0 it
		 * is a null pointer constant wherever a pointer is expected */
		n->kind = DT_NODE_INT;
		n->ival = 0;
		n->isconst = 1;
		n->type = &dt_type_int;
		return;
	}
	if ((strcmp(n->str, "args") == 0 || strcmp(n->str, "uregs") == 0) && cs->decl == NULL &&
	    dt_ck_global(cs, n->str) == NULL)
		/* the built-in arrays need their index */
		dt_cerror(cs->dtp, D_IDENT_BADREF, n->line, "associative array '%s' may not be "
		    "referenced as scalar", n->str);
	if (dt_ck_global(cs, n->str) == NULL && dt_ck_is_func(n->str) &&
	    !dt_ck_hidden(cs->dtp, n->str) && !(cs->decl != NULL &&
	    dt_ck_func(n->str) != NULL && dt_ck_func(n->str)->id >= DT_FN_USTACK &&
	    dt_ck_func(n->str)->id <= DT_FN_UADDR)) {
		/* (scripts written before ustack(), func(), ... existed may use
		 * their names as variables: declaring one by assignment is allowed) */
		const struct dt_fndesc *fd = dt_ck_func(n->str);

		dt_cerror(cs->dtp, D_IDENT_BADREF, n->line, "%s '%s' may not be referenced as scalar",
		    fd == NULL ? "function" : fd->isagg ? "aggregating function" :
		    "tracing function", n->str);
	}
	dt_ck_varref(cs, n, n, NULL);
}

int
dt_is_builtin_var(const char *name)
{
	for (size_t i = 0; i < sizeof(dt_builtins) / sizeof(dt_builtins[0]); i++)
		if (strcmp(dt_builtins[i].name, name) == 0)
			return 1;
	return 0;
}

/*
 * args[N]'s operand n->l becomes the built-in argument idx of type t, with
 * n's index node as its own (args[10..] are read by index).
 */
void
dt_ck_args_operand(dt_node_t *n, int64_t idx, dt_type_t *t)
{
	dt_node_t *a = n->l;

	a->idkind = DT_IDENT_BUILTIN;
	a->ival = idx < 10 ? DT_BI_ARG0 + idx : DT_BI_ARGX;
	n->args->ival = idx;
	a->args = n->args;
	n->args = NULL;
	a->type = t;
	a->inmem = 0;
	free(a->str);
	a->str = dt_strdup("args[ ]");
}

/*
 * args[N]: argument N typed as the provider describes it, for every probe
 * the clause enables (they must agree, as in DTrace).  The node becomes the
 * built-in argM with that type, M the native argument args[N] maps from
 * (N, but for a USDT probe whose provider's definition reorders its
 * arguments), or its translation (dt_ck_args_xlate).
 */
void
dt_ck_args(dt_cstate_t *cs, dt_node_t *n)
{
	dtrace_hdl_t *dtp = cs->dtp;
	dt_clause_t *cl = cs->clause;
	char b1[64], first[64] = "";
	int64_t idx, map = -1;
	dt_type_t *t = NULL, *nt = NULL;
	const dt_argdesc_t *xad = NULL;

	if (cl == NULL)
		dt_cerror(dtp, D_ARGS_NONE, n->line, "args[ ] may not be referenced outside of a "
		    "probe clause");
	dt_ck_stmt_attr(cs, n->line, "array args", dt_ck_probes_attr(cs, 0, 1));
	if (n->args == NULL || n->args->next != NULL)
		dt_cerror(dtp, D_PROTO_LEN, n->line, "args[ ] prototype mismatch: %d args passed, 1 "
		    "expected", n->args == NULL ? 0 : 2);
	dt_ck_expr(cs, n->args);
	if (!n->args->isconst || !dt_type_is_int(n->args->type))
		dt_cerror(dtp, D_PROTO_ARG, n->line, "args[ ] argument #1 is incompatible with "
		    "prototype:\n\tprototype: integer constant\n\t argument: %s",
		    dt_type_name(n->args->type, b1, sizeof(b1)));
	idx = n->args->ival;
	for (int i = 0; i < cl->nprobes; i++) {
		dt_probe_t *p = dtp->probes[cl->probes[i]];
		const dt_argdesc_t *ad;
		int na = dt_probe_args(dtp, p, &ad);

		if (idx < 0 || idx >= na)
			dt_cerror(dtp, D_ARGS_IDX, n->line, "index %lld is out of range for %s:%s:%s:%s "
			    "args[ ]", (long long)idx, p->prov->name, p->mod, p->func, p->name);
		/*
		 * a cpuinfo_t * argument (sched:::enqueue's CPU) points into
		 * the table of curcpu's values, which is then filled
		 */
		if (strcmp(ad[idx].native, "cpuinfo_t *") == 0)
			ck_cpuinfo(cs);
		/* the same type for every probe ("const" aside) */
		if ((t = dt_type_ctext(dtp, ad[idx].native)) == NULL)
			dt_cerror(dtp, D_ARGS_TYPE, n->line, "failed to resolve native type for "
			    "args[%lld] (%s)", (long long)idx, ad[idx].native);
		if (ad[idx].xlate[0] != '\0') {
			nt = t;
			xad = &ad[idx];
			if ((t = dt_type_ctext(dtp, ad[idx].xlate)) == NULL)
				dt_cerror(dtp, D_ARGS_TYPE, n->line, "failed to resolve translated type "
				    "for args[%lld] (%s)", (long long)idx, ad[idx].xlate);
		} else if (nt != NULL) {
			t = NULL;	/* translated for some probes only: not the same */
		}
		dt_type_name(t, b1, sizeof(b1));
		if (first[0] == '\0')
			snprintf(first, sizeof(first), "%s", b1);
		if (map < 0)
			map = ad[idx].mapping;
		if (strcmp(first, b1) != 0 || map != ad[idx].mapping)
			dt_cerror(dtp, D_ARGS_MULTI, n->line, "args[ ] may not be referenced because "
			    "probe description %s matches an unstable set of probes",
			    cl->node->args->str);
	}
	if (t == NULL && nt != NULL)
		dt_cerror(dtp, D_ARGS_MULTI, n->line, "args[ ] may not be referenced because "
		    "probe description %s matches an unstable set of probes", cl->node->args->str);
	if (t == NULL)
		dt_cerror(dtp, D_ARGS_TYPE, n->line, "failed to resolve native type for args[%lld]",
		    (long long)idx);
	if (nt != NULL) {
		if (xad->mapping >= 10 && xad->mapping + 1 > dtp->prog->xargs_end)
			dtp->prog->xargs_end = xad->mapping + 1;
		dt_ck_args_xlate(cs, n, t, nt, xad);
		return;
	}
	if (t->kind == DT_TK_STRUCT || t->kind == DT_TK_UNION)
		dt_cerror(dtp, D_ARGS_TYPE, n->line, "args[%lld] of type %s is not supported yet",
		    (long long)idx, t->name);
	idx = n->args->ival = map;	/* the native argument */
	if (idx >= 10 && idx + 1 > dtp->prog->xargs_end)
		dtp->prog->xargs_end = (int)idx + 1;
	if (t->kind == DT_TK_ARRAY) {
		/*
		 * An array in the probe's record (sdt: char comm[16]): argN is
		 * its address, so args[N] is *(T (*)[n])argN, an array in kernel
		 * memory like any other (char arrays are strings).
		 */
		dt_ck_args_operand(n, idx, dt_type_ptr(dtp, t));
		n->kind = DT_NODE_OP1;
		n->op = T_DEREF;
		n->type = t;
		n->inmem = 1;
		return;
	}
	n->kind = DT_NODE_IDENT;
	n->idkind = DT_IDENT_BUILTIN;
	n->ival = idx < 10 ? DT_BI_ARG0 + idx : DT_BI_ARGX;	/* ARGX: index in n->args */
	n->type = t;
	n->inmem = 0;
	free(n->str);
	n->str = dt_strdup("args[ ]");
}

/*
 * uregs[R_x]: the current thread's user registers (its struct pt_regs, as
 * the kernel saved them on entry, and past them a few words of its
 * thread_struct: see dlibs/regs.d), by a constant index from 0 to
 * DT_UREGS_MAX.
 */
void
dt_ck_uregs(dt_cstate_t *cs, dt_node_t *n)
{
	char b1[64];

	if (n->args == NULL || n->args->next != NULL)
		dt_cerror(cs->dtp, D_PROTO_LEN, n->line, "uregs[ ] prototype mismatch: %d args "
		    "passed, 1 expected", n->args == NULL ? 0 : 2);
	dt_ck_expr(cs, n->args);
	if (!n->args->isconst || !dt_type_is_int(n->args->type))
		dt_cerror(cs->dtp, D_PROTO_ARG, n->line, "uregs[ ] argument #1 is incompatible with "
		    "prototype:\n\tprototype: integer constant\n\t argument: %s",
		    dt_type_name(n->args->type, b1, sizeof(b1)));
	if (n->args->ival < 0)
		dt_cerror(cs->dtp, D_REGS_IDX, n->line, "index %lld is out of range for array uregs",
		    (long long)n->args->ival);
	if (n->args->ival > DT_UREGS_MAX)	/* Oracle's check: illumos faults at run time */
		dt_cerror(cs->dtp, D_UNKNOWN, n->line, "uregs[]: index out of bounds (%lld)",
		    (long long)n->args->ival);
	n->kind = DT_NODE_IDENT;
	n->idkind = DT_IDENT_BUILTIN;
	n->ival = DT_BI_UREGS;
	n->type = &dt_type_uint64;
	n->inmem = 0;
	free(n->str);
	n->str = dt_strdup("uregs[ ]");
}

/*
 * A kernel symbol, `name or mod`name: its address from /proc/kallsyms, its
 * type from BTF.  A variable is an object in kernel memory (read with a
 * checked load); a function designator is its address.  A symbol BTF has
 * no type for can only have its address taken (&`sym, a void *): an
 * extension, since such kernels (BTF describes only per-CPU variables)
 * would otherwise leave every global variable out of reach.
 */
void
dt_ck_sym(dt_cstate_t *cs, dt_node_t *n, int addrof)
{
	dtrace_hdl_t *dtp = cs->dtp;
	const char *name = strchr(n->str, '`') + 1;
	char mod[128];
	uint64_t addr;
	char kind;
	int r;
	dt_type_t *t;

	snprintf(mod, sizeof(mod), "%.*s", (int)(name - 1 - n->str), n->str);
	{
		char what[300];
		dt_attr_t a;

		dt_attr_parse("Private/Private/Unknown", &a);	/* DTrace's for kernel symbols */
		snprintf(what, sizeof(what), "symbol %s", n->str);
		dt_ck_stmt_attr(cs, n->line, what, a);
	}
	r = dt_ksym_lookup(dtp, mod[0] ? mod : NULL, name, &addr, &kind);
	if (r == -2)
		dt_cerror(dtp, D_SYM_BADREF, n->line, "failed to resolve %s: /proc/kallsyms "
		    "cannot be read", n->str);
	if (r < 0)
		dt_cerror(dtp, D_IDENT_UNDEF, n->line, "failed to resolve %s: Unknown symbol name",
		    n->str);
	if (addr == 0)
		dt_cerror(dtp, D_SYM_BADREF, n->line, "failed to resolve %s: kernel addresses are "
		    "hidden (kernel.kptr_restrict)", n->str);
	if (addr < 0xffff800000000000ULL)
		dt_cerror(dtp, D_SYM_BADREF, n->line, "%s is a per-CPU variable: per-CPU "
		    "variables are not supported", n->str);
	n->ival = (int64_t)addr;
	t = dt_btf_symtype(dtp, name);
	if (t == NULL && (kind == 'T' || kind == 't' || kind == 'W' || kind == 'w'))
		t = dt_type_new(dtp, DT_TK_FUNC, 0, "function");
	if (t == NULL) {
		if (!addrof)
			dt_cerror(dtp, D_SYM_NOTYPES, n->line, "no symbolic type information is "
			    "available for %s: the kernel's BTF does not describe it (use &%s)",
			    n->str, n->str);
		t = &dt_type_void;
	}
	n->type = t;
	n->inmem = 1;
	if (t->kind == DT_TK_FUNC && !addrof) {
		/* a function designator converts to a pointer to the function */
		n->type = dt_type_ptr(dtp, t);
		n->inmem = 0;
	}
}
