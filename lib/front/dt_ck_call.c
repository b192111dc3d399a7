/*
 * dt_ck_call.c: calls of D's functions: tracing functions (the actions:
 * trace, printf, stack, exit, ...), subroutines and aggregating functions.
 *
 * dt_funcs is the table of the tracing and aggregating functions and of
 * the number of arguments each takes; the subroutines are dt_subr.c's,
 * which checks their calls against their prototypes.  dt_ck_call() checks
 * a call's number of arguments and their types, with DTrace's tags and
 * words: printf's format and its arguments (dt_printf_check), trace() and
 * print() of any value but a dynamic one, stack depths as constants.  It
 * gives stack(), ustack() and jstack() a value, an array of frames, so
 * that they can be aggregation keys, and func() and its kin a symbol type.
 * The actions on aggregations are checked by dt_ck_agg.c, speculations
 * and destructive actions by dt_spec_check.c.  An aggregating function may
 * only be an aggregation's value; a name that is not a function is
 * refused saying what it is.
 */
#include <string.h>
#include "dt_printf.h"
#include "dt_check_impl.h"
#include "dt_front.h"

static const struct dt_fndesc dt_funcs[] = {
	{ "trace", DT_FN_TRACE, 1, 1, 0 },
	{ "printf", DT_FN_PRINTF, 1, 64, 0 },
	{ "exit", DT_FN_EXIT, 1, 1, 0 },
	{ "stack", DT_FN_STACK, 0, 1, 0 },
	{ "tracemem", DT_FN_TRACEMEM, 2, 64, 0 },
	{ "print", DT_FN_PRINT, 1, 1, 0 },
	{ "ustack", DT_FN_USTACK, 0, 2, 0 },
	{ "jstack", DT_FN_JSTACK, 0, 2, 0 },
	{ "func", DT_FN_FUNC, 1, 1, 0 },
	{ "sym", DT_FN_SYM, 1, 1, 0 },
	{ "mod", DT_FN_MOD, 1, 1, 0 },
	{ "ufunc", DT_FN_UFUNC, 1, 1, 0 },
	{ "usym", DT_FN_USYM, 1, 1, 0 },
	{ "umod", DT_FN_UMOD, 1, 1, 0 },
	{ "uaddr", DT_FN_UADDR, 1, 1, 0 },
	{ "count", DT_FN_COUNT, 0, 0, 1 },
	{ "sum", DT_FN_SUM, 1, 1, 1 },
	{ "avg", DT_FN_AVG, 1, 1, 1 },
	{ "min", DT_FN_MIN, 1, 1, 1 },
	{ "max", DT_FN_MAX, 1, 1, 1 },
	{ "stddev", DT_FN_STDDEV, 1, 1, 1 },
	{ "quantize", DT_FN_QUANTIZE, 1, 2, 1 },
	{ "lquantize", DT_FN_LQUANTIZE, 3, 5, 1 },
	{ "llquantize", DT_FN_LLQUANTIZE, 5, 6, 1 },
	{ "printa", DT_FN_PRINTA, 1, 64, 0 },
	{ "trunc", DT_FN_TRUNC, 1, 2, 0 },
	{ "clear", DT_FN_CLEAR, 1, 1, 0 },
	{ "normalize", DT_FN_NORMALIZE, 2, 2, 0 },
	{ "denormalize", DT_FN_DENORMALIZE, 1, 1, 0 },
	{ "setopt", DT_FN_SETOPT, 1, 2, 0 },
	{ "speculate", DT_FN_SPECULATE, 1, 1, 0 },
	{ "commit", DT_FN_COMMIT, 1, 1, 0 },
	{ "discard", DT_FN_DISCARD, 1, 1, 0 },
	{ "stop", DT_FN_STOP, 0, 0, 0 },
	{ "raise", DT_FN_RAISE, 1, 1, 0 },
	{ "system", DT_FN_SYSTEM, 1, 64, 0 },
	{ "freopen", DT_FN_FREOPEN, 1, 64, 0 },
	{ "ftruncate", DT_FN_FTRUNCATE, 0, 0, 0 },
	{ "chill", DT_FN_CHILL, 1, 1, 0 },
	{ "breakpoint", DT_FN_BREAKPOINT, 0, 0, 0 },
	{ "panic", DT_FN_PANIC, 0, 0, 0 },
};

const char *
dt_ck_func_name(dt_func_t id)
{
	for (size_t i = 0; i < sizeof(dt_funcs) / sizeof(dt_funcs[0]); i++)
		if (dt_funcs[i].id == id)
			return dt_funcs[i].name;
	return "?";
}

const struct dt_fndesc *
dt_ck_func(const char *name)
{
	for (size_t i = 0; i < sizeof(dt_funcs) / sizeof(dt_funcs[0]); i++)
		if (strcmp(dt_funcs[i].name, name) == 0)
			return &dt_funcs[i];
	return NULL;
}

/* an action, aggregating function or subroutine name */
int
dt_ck_is_func(const char *name)
{
	return dt_ck_func(name) != NULL || dt_subr_lookup(name) >= 0;
}

/*
 * stack(), ustack() and jstack() have a value, an array of frames
 * (its type named "stack", as DTrace names it), so that they can be
 * aggregation keys; the array is the datum's size as recorded
 * (dt_datum_size).
 */
static void
ck_stack_type(dt_cstate_t *cs, dt_node_t *n)
{
	dt_dkind_t dk = n->ival == DT_FN_STACK ? DT_DK_STACK : DT_DK_USTACK;
	int nframes = n->args != NULL ? (int)n->args->ival : n->ival == DT_FN_STACK ?
	    cs->dtp->stackframes : n->ival == DT_FN_USTACK ? cs->dtp->ustackframes :
	    cs->dtp->jstackframes;
	int size;

	if (nframes > cs->dtp->maxframes)
		nframes = cs->dtp->maxframes;	/* the option maxframes caps every stack */
	size = dt_datum_size(cs->dtp, dk, nframes);

	n->type = dt_type_new(cs->dtp, DT_TK_ARRAY, size, "stack");
	n->type->ref = &dt_type_uint64;
	n->type->nelems = size / 8;
}

void
dt_ck_call(dt_cstate_t *cs, dt_node_t *n)
{
	dtrace_hdl_t *dtp = cs->dtp;
	int hidden = dt_ck_hidden(dtp, n->str);	/* of a later D version */
	const struct dt_fndesc *fd = hidden ? NULL : dt_ck_func(n->str);
	int nargs = 0;
	dt_node_t *a;

	if (fd == NULL && !hidden && dt_subr_lookup(n->str) >= 0) {
		for (a = n->args; a != NULL; a = a->next, nargs++)
			dt_ck_expr(cs, a);
		dt_subr_check(dtp, n, nargs);
		return;
	}
	if (fd == NULL) {
		/* a name that is not a function: DTrace says what it is */
		dt_var_t *v = dt_ck_global(cs, n->str);
		int64_t ev;
		dt_type_t *et;
		const char *kind = v != NULL ? (v->isassoc ? "associative array" : "scalar") :
		    (dt_ck_is_builtin(n->str) && !hidden) || dt_ck_inline(dtp, n->str) != NULL ? "scalar" :
		    dt_enum_lookup(dtp, n->str, &ev, &et) ? "enumerator" : NULL;

		if (kind != NULL)
			dt_cerror(dtp, D_FUNC_IDKIND, n->line, "%s '%s' may not be referenced as a "
			    "function", kind, n->str);
		dt_cerror(dtp, D_FUNC_UNDEF, n->line, "undefined function name: %s", n->str);
	}
	if (fd->isagg)
		dt_cerror(dtp, D_AGG_FUNC, n->line,
		    "%s( ) may only be used as the value of an aggregation", fd->name);
	if (fd->id == DT_FN_PRINTA || fd->id == DT_FN_TRUNC || fd->id == DT_FN_CLEAR ||
	    fd->id == DT_FN_NORMALIZE || fd->id == DT_FN_DENORMALIZE) {
		dt_ck_aggact(cs, n, fd);
		return;
	}
	for (a = n->args; a != NULL; a = a->next)
		nargs++;
	if (fd->id == DT_FN_STACK && nargs > 1)
		dt_cerror(dtp, D_STACK_PROTO, n->line, "stack( ) prototype mismatch: too many arguments");
	if ((fd->id == DT_FN_USTACK || fd->id == DT_FN_JSTACK) && nargs > 2)
		dt_cerror(dtp, D_USTACK_PROTO, n->line,
		    "ustack( ) prototype mismatch: too many arguments");
	if (nargs < fd->minargs || nargs > fd->maxargs) {
		if (fd->id == DT_FN_PRINTF)
			dt_cerror(dtp, D_PROTO_LEN, n->line,
			    "printf( ) prototype mismatch: %d args passed, at least 1 expected", nargs);
		/* as dt_idcook_sign: optional or variable arguments ask for "at least" */
		dt_cerror(dtp, D_PROTO_LEN, n->line, "%s( ) prototype mismatch: %d arg%s passed, "
		    "%s%d expected", fd->name, nargs, nargs == 1 ? "" : "s",
		    fd->minargs < fd->maxargs ? "at least " : "", fd->minargs);
	}
	n->idkind = DT_IDENT_FUNC;
	n->ival = fd->id;
	n->type = &dt_type_void;
	if (fd->id == DT_FN_USTACK || fd->id == DT_FN_JSTACK || (fd->id >= DT_FN_UFUNC &&
	    fd->id <= DT_FN_UADDR))
		dtp->prog->uses_usyms = 1;
	for (a = n->args; a != NULL; a = a->next) {
		if ((fd->id == DT_FN_PRINTF || fd->id == DT_FN_SYSTEM || fd->id == DT_FN_FREOPEN) &&
		    a == n->args && a->kind == DT_NODE_STR) {
			/* a format is used at compile time: no strsize limit */
			a->type = dt_type_string(dtp);
			continue;
		}
		if (a->kind == DT_NODE_AGG && fd->id == DT_FN_PRINTF) {
			dt_ck_aggref(cs, a);	/* the format's check refuses it */
			continue;
		}
		if (fd->id != DT_FN_TRACE && fd->id != DT_FN_PRINT) {
			dt_ck_expr(cs, a);
			continue;
		}
		if (fd->id == DT_FN_TRACE && a->kind == DT_NODE_AGG) {
			dt_ck_aggref(cs, a);
			dt_cerror(dtp, D_TRACE_DYN, a->line, "trace( ) may not be applied to a "
			    "dynamic expression");
		}
		if (fd->id == DT_FN_PRINT && a->kind == DT_NODE_AGG)
			dt_cerror(dtp, D_PRINT_AGG, a->line, "print( ) may not be applied to an "
			    "aggregation");
		dt_ck_value(cs, a);
		if (a->dyn == DT_DYN_TYPE)
			dt_cerror(dtp, fd->id == DT_FN_TRACE ? D_TRACE_DYN : D_PRINT_DYN, a->line,
			    "%s( ) may not be applied to a dynamic expression", fd->name);
		if (a->dyn != DT_DYN_NONE)
			dt_ck_dyn_error(cs, a, "");
	}

	switch (fd->id) {
	case DT_FN_TRACE:
	case DT_FN_PRINT: {
		const dt_type_t *t = n->args->type;

		if (t->kind == DT_TK_VOID)
			dt_cerror(dtp, fd->id == DT_FN_TRACE ? D_TRACE_VOID : D_PRINT_VOID, n->line,
			    "%s( ) may not be applied to a void expression", fd->name);
		if (n->args->kind == DT_NODE_AGG)
			dt_cerror(dtp, fd->id == DT_FN_TRACE ? D_UNSUPPORTED : D_PRINT_AGG, n->line,
			    "%s( ) may not be applied to an aggregation", fd->name);
		if (!dt_type_is_scalar(t) && !dt_type_is_strcompat(t) && t->kind != DT_TK_STRUCT &&
		    t->kind != DT_TK_UNION && t->kind != DT_TK_ARRAY && !dt_type_is_float(t))
			dt_cerror(dtp, D_UNSUPPORTED, n->line,
			    "%s( ) of %s is not supported yet", fd->name, t->name);
		if ((t->kind == DT_TK_STRUCT || t->kind == DT_TK_UNION) && t->size <= 0)
			dt_cerror(dtp, D_DECL_INCOMPLETE, n->line,
			    "%s( ) of incomplete type %s", fd->name, t->name);
		break;
	}
	case DT_FN_TRACEMEM: {
		dt_node_t *addr = n->args, *max = addr->next, *dyn = max->next;

		if (!dt_type_is_int(addr->type) && addr->type->kind != DT_TK_PTR)
			dt_cerror(dtp, D_TRACEMEM_ADDR, n->line,
			    "tracemem( ) argument #1 is incompatible with prototype:\n"
			    "\tprototype: pointer or integer\n\t argument: %s", addr->type->name);
		if (!max->isconst || !dt_type_is_int(max->type) || max->ival <= 0)
			dt_cerror(dtp, D_TRACEMEM_SIZE, n->line,
			    "tracemem( ) argument #2 must be a non-zero positive integral constant expression");
		if (dyn != NULL && dyn->next != NULL)
			dt_cerror(dtp, D_TRACEMEM_ARGS, n->line,
			    "tracemem ( ) prototype mismatch: expected at most 3 args");
		if (dyn != NULL && !dt_type_is_scalar(dyn->type))
			dt_cerror(dtp, D_TRACEMEM_DYNSIZE, n->line,
			    "tracemem ( ) dynamic size (argument #3) must be of scalar type");
		break;
	}
	case DT_FN_STACK:
		if (n->args != NULL && (!n->args->isconst || !dt_type_is_int(n->args->type) ||
		    n->args->ival <= 0 || n->args->ival > 127))
			dt_cerror(dtp, D_STACK_SIZE, n->line, "stack( ) argument #1 must be a "
			    "non-zero positive integral constant expression of at most 127");
		ck_stack_type(cs, n);
		break;
	case DT_FN_USTACK:
	case DT_FN_JSTACK:
		if (n->args != NULL && (!n->args->isconst || !dt_type_is_int(n->args->type) ||
		    n->args->ival <= 0 || n->args->ival > 127))
			dt_cerror(dtp, D_USTACK_FRAMES, n->line, "%s( ) argument #1 must be a "
			    "non-zero positive integer constant of at most 127", fd->name);
		if (n->args != NULL && n->args->next != NULL && (!n->args->next->isconst ||
		    !dt_type_is_int(n->args->next->type) || n->args->next->ival < 0))
			dt_cerror(dtp, D_USTACK_STRSIZE, n->line, "%s( ) argument #2 must be a "
			    "positive integer constant", fd->name);
		ck_stack_type(cs, n);
		break;
	case DT_FN_FUNC: case DT_FN_SYM: case DT_FN_MOD: case DT_FN_UFUNC:
	case DT_FN_USYM: case DT_FN_UMOD: case DT_FN_UADDR:
		/* a value that records as a symbol: _symaddr_t or _usymaddr_t */
		if (!dt_type_is_scalar(n->args->type) || dt_ck_is_string(n->args))
			dt_cerror(dtp, D_PROTO_ARG, n->line, "%s( ) argument #1 is incompatible with "
			    "prototype:\n\tprototype: uintptr_t\n\t argument: %s", fd->name,
			    n->args->type->name);
		n->type = fd->id <= DT_FN_MOD ? &dt_type_symaddr : &dt_type_usymaddr;
		break;
	case DT_FN_SETOPT: {
		int i;

		for (i = 1, a = n->args; a != NULL; a = a->next, i++)
			if (!dt_type_is_strcompat(a->type))
				dt_cerror(dtp, D_PROTO_ARG, n->line, "setopt( ) argument #%d is "
				    "incompatible with prototype:\n\tprototype: char *\n\t argument: %s",
				    i, a->type->name);
		break;
	}
	case DT_FN_EXIT:
		if (!dt_type_is_int(n->args->type))
			dt_cerror(dtp, D_PROTO_ARG, n->line,
			    "exit( ) argument #1 is incompatible with prototype:\n\tprototype: int\n\t argument: %s",
			    n->args->type->name);
		break;
	case DT_FN_PRINTF: {
		char err[256];
		dt_pfprog_t *pf;

		if (n->args->kind == DT_NODE_STR && n->args->slen == 0)
			dt_cerror(dtp, D_PRINTF_FMT_EMPTY, n->line, "printf( ) format string is empty");
		if (n->args->kind != DT_NODE_STR)
			dt_cerror(dtp, D_PRINTF_ARG_FMT, n->line,
			    "printf( ) argument #1 is incompatible with prototype:\n\tprototype: string constant\n\t argument: %s",
			    n->args->type->name);
		if ((pf = dt_printf_parse(n->args->str, err, sizeof(err))) == NULL)
			dt_cerror(dtp, D_SYNTAX, n->line, "%s", err);
		n->aux = pf;
		dt_printf_check(dtp, "printf", pf, n->args->next, 1, n->line, 0);
		break;
	}
	default:
		dt_spec_check_call(dtp, n, fd->id);	/* speculations, destructive actions */
		break;
	}
}
