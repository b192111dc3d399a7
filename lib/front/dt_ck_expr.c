/*
 * dt_ck_expr.c: expressions: every node gets its D type.
 *
 * dt_ck_value() checks an expression node by its kind, operands first, and
 * gives it its type: literals, identifiers (dt_ck_ident.c), calls
 * (dt_ck_call.c), unary and binary operators (integer types by
 * dt_ck_arith.c, pointer arithmetic in objects, strings compared by value,
 * also with NULL), assignments (the first one of a variable declares it:
 * dt_ck_var.c), ?:, casts, sizeof, offsetof, members of structs and unions
 * (. and ->), indexing (pointers and arrays in kernel memory, associative
 * arrays, args[], uregs[]), *, & and stringof.  A node marked inmem is an
 * object in memory (in a variable's storage if also dstore): its address is
 * what the code generator computes first.  A stored value must be
 * compatible with its destination as DTrace's dt_node_is_argcompat says
 * (ck_argcompat): integers with integers, strings with strings, the same
 * struct, compatible pointers (the constant 0 is a null pointer, another
 * integer is not a pointer), a floating value of the same floating type.
 * Floating values (float, double, long double) have no operators, as in
 * DTrace: they are stored, chosen by ?: and cast to their own type only.
 * Lvalues are variables, their members and elements, and objects reached
 * through pointers (whose stores the code checks at run time: alloca
 * scratch only); a string's chars (*s, s[i]) may be read, not written.
 *
 * Dynamic values (see ck_xlate_node) have no value of their own:
 * dt_ck_value() lets them through for the few places that accept one,
 * dt_ck_expr(), used everywhere else, refuses them.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_lex.h"
#include "dt_check_impl.h"
#include "dt_front.h"

const char *
dt_opname(int op)
{
	switch (op) {
	case T_INC: case T_PREINC: return "++";
	case T_DEC: case T_PREDEC: return "--";
	case T_SHL: return "<<";
	case T_SHR: return ">>";
	case T_LE: return "<=";
	case T_GE: return ">=";
	case T_EQ: return "==";
	case T_NE: return "!=";
	case T_LAND: return "&&";
	case T_LOR: return "||";
	case T_LXOR: return "^^";
	case T_ARROW: return "->";
	case T_ADD_EQ: return "+=";
	case T_SUB_EQ: return "-=";
	case T_MUL_EQ: return "*=";
	case T_DIV_EQ: return "/=";
	case T_MOD_EQ: return "%=";
	case T_AND_EQ: return "&=";
	case T_OR_EQ: return "|=";
	case T_XOR_EQ: return "^=";
	case T_SHL_EQ: return "<<=";
	case T_SHR_EQ: return ">>=";
	case T_UMINUS: return "-";
	case T_UPLUS: return "+";
	case T_DEREF: return "*";
	case T_ADDROF: return "&";
	case T_STRINGOF: return "stringof";
	case '+': return "+";
	case '-': return "-";
	case '*': return "*";
	case '/': return "/";
	case '%': return "%";
	case '<': return "<";
	case '>': return ">";
	case '&': return "&";
	case '|': return "|";
	case '^': return "^";
	case '!': return "!";
	case '~': return "~";
	case '=': return "=";
	case ',': return ",";
	case '?': return "?:";
	default: return "?";
	}
}

/*
 * Dynamic values.  A bare self or this, a translated struct (xlate<T>(e),
 * *xlate<T *>(e)) and a translated pointer (xlate<T *>(e), or an inline
 * bound to one such as curpsinfo) have no value of their own: the
 * translator gives each member on its own, so only a member (., ->) or
 * sizeof may use them.  dt_ck_value() checks an expression and lets a dynamic
 * value through for the few places that accept one; dt_ck_expr(), used
 * everywhere else, refuses it with the error DTrace gives there.
 */

/* the xlate<T>(e) node that n is, or that the inline n is bound to; or NULL */
dt_node_t *
dt_ck_xlate_node(dt_node_t *n)
{
	while (n->kind == DT_NODE_IDENT && n->idkind == DT_IDENT_INLINE && n->l != NULL)
		n = n->l;
	return n->kind == DT_NODE_XLATE ? n : NULL;
}

/* the dynamic value n used where a value is needed: by operator op ("" for a
 * whole expression), or by an operand of some other kind (NULL) */
_Noreturn void
dt_ck_dyn_error(dt_cstate_t *cs, const dt_node_t *n, const char *op)
{
	if (n->dyn == DT_DYN_XLPTR)
		dt_cerror(cs->dtp, D_CG_DYN, n->line,
		    "expression cannot evaluate to result of a translated pointer");
	if (op != NULL && *op == '\0')
		dt_cerror(cs->dtp, D_CG_DYN, n->line,
		    "expression cannot evaluate to result of dynamic type");
	if (op != NULL)
		dt_cerror(cs->dtp, D_OP_DYN, n->line, "operator %s operands cannot be of dynamic type", op);
	dt_cerror(cs->dtp, D_OP_DYN, n->line, "operand cannot be of dynamic type");
}

/* an expression that must have a value of its own */
void
dt_ck_expr(dt_cstate_t *cs, dt_node_t *n)
{
	dt_ck_value(cs, n);
	if (n->dyn != DT_DYN_NONE)
		dt_ck_dyn_error(cs, n, NULL);
}

static void
ck_need_int(dt_cstate_t *cs, dt_node_t *n, dt_node_t *opnd, dt_errtag_t tag)
{
	if (!dt_type_is_int(opnd->type)) {
		dt_cerror(cs->dtp, tag, n->line, "operator %s requires operands of %s type",
		    dt_opname(n->op), tag == D_OP_INT ? "integral" : "arithmetic");
	}
}

/* a pointer to void or to a function: no size to scale by */
static int
ck_is_vfptr(const dt_type_t *t)
{
	return t->kind == DT_TK_PTR && (t->ref->kind == DT_TK_VOID || t->ref->kind == DT_TK_FUNC);
}

/*
 * Whether two types are the same to D (ctf_type_compat): integers of one
 * size and signedness, floating types of one size, pointers to and arrays
 * of such types, and structs, unions and enums of one name.
 */
static int
ck_type_same(const dt_type_t *a, const dt_type_t *b)
{
	if (a == b)
		return 1;
	if (a == NULL || b == NULL || a->kind != b->kind)
		return 0;
	switch (a->kind) {
	case DT_TK_INT:
		return a->size == b->size && a->sign == b->sign && a->isbool == b->isbool;
	case DT_TK_FLOAT:
		return a->size == b->size;
	case DT_TK_PTR:
		return ck_type_same(a->ref, b->ref);
	case DT_TK_ARRAY:
		return a->nelems == b->nelems && ck_type_same(a->ref, b->ref);
	case DT_TK_VOID: case DT_TK_STRING:
		return 1;
	default:
		return strcmp(a->name, b->name) == 0 && a->size == b->size;
	}
}

/*
 * Whether the values of two operands are compatible pointers (as DTrace's
 * dt_node_is_ptrcompat): pointers (an array standing for its first
 * element) to the same type, or either a pointer to void, or the other
 * the null pointer constant 0.  An integer other than the constant 0 is
 * no pointer.
 */
static int
ck_ptrcompat(const dt_node_t *l, const dt_node_t *r)
{
	const dt_type_t *lt = l->type, *rt = r->type;
	int lz = dt_type_is_int(lt) && l->isconst && l->ival == 0;
	int rz = dt_type_is_int(rt) && r->isconst && r->ival == 0;
	int lp = lt->kind == DT_TK_PTR || lt->kind == DT_TK_ARRAY;
	int rp = rt->kind == DT_TK_PTR || rt->kind == DT_TK_ARRAY;

	if ((!lp && !lz) || (!rp && !rz))
		return 0;
	if (lz || rz || (lp && lt->ref->kind == DT_TK_VOID) || (rp && rt->ref->kind == DT_TK_VOID))
		return 1;
	return ck_type_same(lt->ref, rt->ref);
}

/*
 * Whether a value of r's type may be stored where l's type is (DTrace's
 * dt_node_is_argcompat): integers into integers, strings into strings,
 * a struct or union of the same type, compatible pointers.
 */
static int
ck_argcompat(const dt_node_t *l, const dt_node_t *r)
{
	if (dt_type_is_int(l->type) && dt_type_is_int(r->type))
		return 1;
	if (dt_type_is_strcompat(l->type) && dt_type_is_strcompat(r->type))
		return 1;
	if (ck_type_same(l->type, r->type))
		return 1;
	if (l->type->kind == DT_TK_STRUCT || l->type->kind == DT_TK_UNION ||
	    l->type->kind == DT_TK_FUNC)
		return 0;
	return ck_ptrcompat(l, r);
}

/* a call of a tracing function (an action, not a subroutine) */
static int
ck_is_action(const dt_node_t *n)
{
	return n->kind == DT_NODE_CALL && n->idkind == DT_IDENT_FUNC;
}

/*
 * A tuple given where a prototype expects one: name[a, ...] of an
 * associative array, an aggregation or an array inline.  Its length
 * against the prototype's (D_PROTO_LEN), and the report of an element
 * that does not fit (D_PROTO_ARG), in DTrace's words; what is "arg" or
 * "key", prefix the variable's scope ("self->", ...) or "".
 */
void
dt_ck_tuple_len(dt_cstate_t *cs, int line, const char *prefix, const char *name,
    const dt_node_t *list, int want, const char *what)
{
	int n = 0;

	for (; list != NULL; list = list->next)
		n++;
	if (n != want)
		dt_cerror(cs->dtp, D_PROTO_LEN, line, "%s%s[ ] prototype mismatch: %d %s%s passed, "
		    "%d expected", prefix, name, n, what, n == 1 ? "" : "s", want);
}

void
dt_ck_tuple_arg(dt_cstate_t *cs, int line, const char *prefix, const char *name,
    const char *what, int i, const char *proto, const char *arg)
{
	const char *word = strcmp(what, "arg") == 0 ? "argument" : what;

	dt_cerror(cs->dtp, D_PROTO_ARG, line, "%s%s[ ] %s #%d is incompatible with prototype:"
	    "\n\tprototype: %s\n\t%9s: %s", prefix, name, word, i, proto, word, arg);
}

int
dt_ck_is_string(const dt_node_t *n)
{
	return n->type != NULL && n->type->kind == DT_TK_STRING;
}

/*
 * A null pointer constant (NULL, 0, (void *)0): a string compares with it
 * as with "" (DTrace's string comparison reads a NULL string as empty, so
 * that "s == NULL" is how a program tests what strtok(), strchr() or
 * strstr() returned).  As in DTrace, a string counts as a pointer here, so
 * the integer constant 0 (which is what NULL is) goes with it.
 */
static int
ck_is_null(const dt_node_t *n)
{
	return n->isconst && n->ival == 0 &&
	    (n->type->kind == DT_TK_PTR || dt_type_is_int(n->type));
}

/*
 * A NULL string, what a string variable may be given as DTrace allows:
 * a null pointer constant, or (string) / stringof of a constant 0.  The
 * variable then holds no string: a read of its chars (*s, s[i]) faults
 * at address 0 + i (dt_cg_expr.c).
 */
int
dt_node_is_nullstr(const dt_node_t *n)
{
	if (n->kind == DT_NODE_OP1 && n->op == T_STRINGOF)
		return n->l->isconst && n->l->ival == 0;
	return ck_is_null(n);
}

/*
 * Whether n is a dynamic variable (self->, associative array element) or,
 * for a struct or array value, a part of one: such storage comes and goes,
 * so its address may not be taken.
 */
static int
ck_dvar_object(const dt_node_t *n)
{
	while (n->dstore && (n->kind == DT_NODE_MEMBER || (n->kind == DT_NODE_INDEX && n->var == NULL)))
		n = n->l;
	return (n->kind == DT_NODE_IDENT || n->kind == DT_NODE_INDEX) && n->var != NULL &&
	    (n->var->dvarid != 0 || !n->dstore);
}

/*
 * Whether n is an object reached through a pointer (*p, p->m, p[i] and
 * their members and elements): a store into it is checked at run time
 * (dt_cg_subr.c: only the clause's alloca scratch may be written).  Not
 * a kernel symbol's object, nor a translated member.
 */
static int
ck_is_ptr_object(const dt_node_t *n)
{
	if (!n->inmem || n->dstore || n->type->kind == DT_TK_ARRAY)
		return 0;
	for (;;) {
		if (n->kind == DT_NODE_MEMBER && n->xl == NULL && n->op == '.')
			n = n->l;
		else if (n->kind == DT_NODE_INDEX && n->var == NULL && n->l->type->kind == DT_TK_ARRAY)
			n = n->l;
		else
			break;
	}
	return (n->kind == DT_NODE_MEMBER && n->xl == NULL && n->op == T_ARROW) ||
	    (n->kind == DT_NODE_INDEX && n->var == NULL && n->l->type->kind == DT_TK_PTR) ||
	    (n->kind == DT_NODE_OP1 && n->op == T_DEREF && n->l->type->kind == DT_TK_PTR);
}

static int
ck_is_lvalue(const dt_node_t *n)
{
	if (n->dstore)	/* a member or element of a variable (not a whole array) */
		return n->type->kind != DT_TK_ARRAY;
	return (n->kind == DT_NODE_IDENT || n->kind == DT_NODE_INDEX) && n->var != NULL &&
	    (n->idkind == DT_IDENT_GLOBAL || n->idkind == DT_IDENT_SELF || n->idkind == DT_IDENT_THIS);
}

/* the operand of an assignment, ++ or --: a D variable */
static void
ck_need_lvalue(dt_cstate_t *cs, dt_node_t *n, dt_node_t *l)
{
	if (ck_is_ptr_object(l)) {
		/* its code checks the address against the alloca scratch */
		cs->dtp->prog->subrs_used |= DT_SUBR_USE_PTRSTORE;
		return;
	}
	if (ck_is_lvalue(l))
		return;
	if (l->kind == DT_NODE_IDENT && l->idkind == DT_IDENT_BUILTIN)
		dt_cerror(cs->dtp, D_OP_WRITE, n->line,
		    "operator %s can only be applied to a writable variable", dt_opname(n->op));
	dt_cerror(cs->dtp, D_OP_LVAL, n->line, "operator %s requires modifiable lvalue as an operand",
	    dt_opname(n->op));
}

/*
 * l = r into a variable: a variable holds alloca pointers (whose loads are
 * checked against the clause's scratch) or other pointers, never both, as
 * in DTrace (D_ALLOCA_INCOMPAT); NULL goes with either.
 */
static void
ck_alloca_var(dt_cstate_t *cs, dt_node_t *n, dt_node_t *l, dt_node_t *r)
{
	dt_var_t *v = l->var;
	int kind;

	if (v == NULL || l->dstore || l->inmem)
		return;
	if (r->alloca == -1)
		dt_cerror(cs->dtp, D_ALLOCA_INCOMPAT, n->line, "ternary conditional with alloca "
		    "and non-alloca branches cannot be assigned to a variable");
	if (r->alloca == 1)
		kind = 1;
	else if (r->type->kind == DT_TK_PTR && !(r->isconst && r->ival == 0))
		kind = -1;
	else
		return;
	if (v->alloca != 0 && v->alloca != kind)
		dt_cerror(cs->dtp, D_ALLOCA_INCOMPAT, n->line, "%s: cannot reuse the same "
		    "identifier for both alloca and non-alloca allocations", v->name);
	v->alloca = kind;
}

static void
ck_assign(dt_cstate_t *cs, dt_node_t *n)
{
	dt_node_t *l = n->l, *r = n->r;
	char b1[64];

	if (l->kind == DT_NODE_AGG)
		dt_cerror(cs->dtp, D_AGG_FUNC, n->line,
		    "@%s must be assigned the result of an aggregating function", l->str);
	if (n->op != '=') {
		cs->modify = 1;
		dt_ck_expr(cs, l);	/* x op= e reads x first: it must exist */
		cs->modify = 0;
	}
	dt_ck_expr(cs, r);
	if (r->type->kind == DT_TK_VOID)
		dt_cerror(cs->dtp, D_OP_INCOMPAT, n->line, "operator %s: void value used as an operand", dt_opname(n->op));
	if (n->op == '=') {
		/* the first assignment of a variable declares it, with the value's type */
		cs->decl = r->type;
		dt_ck_expr(cs, l);
		cs->decl = NULL;
	}
	if (l->type->kind == DT_TK_ARRAY || l->type->kind == DT_TK_FUNC)
		dt_cerror(cs->dtp, D_OP_ARRFUN, n->line, "operator %s may not be applied to operand of "
		    "type \"%s\"", dt_opname(n->op), dt_type_name(l->type, b1, sizeof(b1)));
	ck_need_lvalue(cs, n, l);
	if (n->op == '=') {
		ck_alloca_var(cs, n, l, r);
		/* the assignment's value, and the variable it names, point into scratch */
		if (r->alloca == 1)
			n->alloca = l->alloca = 1;
	}
	if (n->op == '=' && (l->type->kind == DT_TK_STRUCT || l->type->kind == DT_TK_UNION ||
	    (dt_type_is_float(l->type) && !dt_type_is_regval(l->type)))) {
		/* a struct (or a long double) copied whole, from an object of its type */
		if (r->type != l->type && strcmp(r->type->name, l->type->name) != 0)
			dt_cerror(cs->dtp, D_OP_INCOMPAT, n->line,
			    "operands have incompatible types: \"%s\" %s \"%s\"",
			    l->type->name, dt_opname(n->op), r->type->name);
		if (!r->inmem)
			dt_cerror(cs->dtp, D_OP_INCOMPAT, n->line, "operator = of a struct or union "
			    "needs an object to copy: \"%s\"", r->type->name);
	} else if (n->op == '=' && dt_ck_is_string(l) && dt_node_is_nullstr(r)) {
		/* s = NULL: the variable holds no string (dt_node_is_nullstr) */
		if (l->var != NULL && l->var->dvarid == 0)
			l->var->strnull = 1;	/* its buffer marks it (dt_cg_expr.c) */
	} else if (n->op == '=') {
		if (dt_ck_is_string(l) ? !dt_type_is_strcompat(r->type) :
		    !dt_type_is_regval(l->type) || !dt_type_is_regval(r->type) || !ck_argcompat(l, r))
			dt_cerror(cs->dtp, D_OP_INCOMPAT, n->line,
			    "operands have incompatible types: \"%s\" %s \"%s\"",
			    l->type->name, dt_opname(n->op), r->type->name);
	} else if (n->op == T_ADD_EQ || n->op == T_SUB_EQ) {
		/* integers, or p += n, p -= n: the pointer moves by n objects */
		if (dt_ck_is_string(l) || dt_ck_is_string(r))
			dt_cerror(cs->dtp, D_OP_INCOMPAT, n->line,
			    "operands have incompatible types: \"%s\" %s \"%s\"",
			    l->type->name, dt_opname(n->op), r->type->name);
		if ((!dt_type_is_int(l->type) || !dt_type_is_int(r->type)) &&
		    (l->type->kind != DT_TK_PTR || ck_is_vfptr(l->type)))
			dt_cerror(cs->dtp, D_OP_VFPTR, n->line, "operator %s requires left-hand "
			    "scalar operand of known size", dt_opname(n->op));
		if (!dt_type_is_int(r->type) && !ck_ptrcompat(l, r))
			dt_cerror(cs->dtp, D_OP_INCOMPAT, n->line,
			    "operands have incompatible types: \"%s\" %s \"%s\"",
			    l->type->name, dt_opname(n->op), r->type->name);
		ck_need_int(cs, n, r, D_OP_INT);
	} else {
		ck_need_int(cs, n, l, D_OP_INT);
		ck_need_int(cs, n, r, D_OP_INT);
		if ((n->op == T_DIV_EQ || n->op == T_MOD_EQ) && r->isconst && r->ival == 0)
			dt_ck_divzero(cs, n);
	}
	n->type = l->type;
}

/* pointer + int, int + pointer, pointer - int, pointer - pointer */
static int
ck_ptrarith(dt_cstate_t *cs, dt_node_t *n)
{
	dt_type_t *lt = n->l->type, *rt = n->r->type;

	/* an array in kernel memory is the address of its first element */
	if (lt->kind == DT_TK_ARRAY && n->l->inmem)
		lt = dt_type_ptr(cs->dtp, lt->ref);
	if (rt->kind == DT_TK_ARRAY && n->r->inmem)
		rt = dt_type_ptr(cs->dtp, rt->ref);
	if (n->op == '+' && ((lt->kind == DT_TK_STRUCT || lt->kind == DT_TK_UNION) ||
	    (rt->kind == DT_TK_STRUCT || rt->kind == DT_TK_UNION)))
		dt_cerror(cs->dtp, D_OP_INCOMPAT, n->line,
		    "operands have incompatible types: \"%s\" %s \"%s\"", n->l->type->name,
		    dt_opname(n->op), n->r->type->name);
	if (lt->kind == DT_TK_PTR && dt_type_is_int(rt)) {
		n->type = lt;
		return 1;
	}
	if (lt->kind == DT_TK_PTR && rt->kind == DT_TK_PTR && n->op == '+')
		dt_cerror(cs->dtp, D_OP_INCOMPAT, n->line,
		    "operands have incompatible types: \"%s\" + \"%s\"", lt->name, rt->name);
	if (n->op == '+' && dt_type_is_int(lt) && rt->kind == DT_TK_PTR) {
		n->type = rt;
		return 1;
	}
	if (n->op == '-' && lt->kind == DT_TK_PTR && rt->kind == DT_TK_PTR) {
		if (lt->ref->size != rt->ref->size)
			dt_cerror(cs->dtp, D_OP_INCOMPAT, n->line,
			    "operands have incompatible types: \"%s\" - \"%s\"", lt->name, rt->name);
		n->type = dt_type_clong(cs->dtp, 1);	/* ptrdiff_t */
		return 1;
	}
	return 0;
}

/* a.b and p->b */
static void
ck_member(dt_cstate_t *cs, dt_node_t *n)
{
	dt_type_t *t;
	const dt_member_t *m;
	unsigned long bitoff;

	dt_ck_value(cs, n->l);
	if (n->op == '.' && n->l->kind == DT_NODE_OP1 && n->l->op == T_DEREF &&
	    n->l->l->dyn == DT_DYN_XLPTR) {
		n->l = n->l->l;		/* (*xlate<T *>(e)).m is xlate<T *>(e)->m */
		n->op = T_ARROW;
	}
	if (dt_ck_xlate_node(n->l) != NULL) {
		dt_ck_xlate_member(cs, n);	/* xlate<T>(e).m, or an inline bound to one */
		return;
	}
	if (n->l->dyn != DT_DYN_NONE)
		dt_ck_dyn_error(cs, n->l, NULL);
	t = n->l->type;
	if (n->op == T_ARROW) {
		if (t->kind != DT_TK_PTR)
			dt_cerror(cs->dtp, D_OP_PTR, n->line, "operator -> must be applied to a pointer");
		if (t->ref->kind != DT_TK_STRUCT && t->ref->kind != DT_TK_UNION)
			dt_cerror(cs->dtp, D_OP_SOU, n->line, "operator -> cannot be applied to pointer to "
			    "type \"%s\"; must be applied to a struct or union pointer", t->ref->name);
		t = t->ref;
		if (t->size == 0)
			dt_cerror(cs->dtp, D_OP_INCOMPLETE, n->line, "operator -> cannot be applied to a "
			    "forward declaration: no %s definition is available", t->name);
	} else {
		if (t->kind != DT_TK_STRUCT && t->kind != DT_TK_UNION)
			dt_cerror(cs->dtp, D_OP_SOU, n->line, "operator . cannot be applied to type \"%s\"; "
			    "must be applied to a struct or union", t->name);
		if (t->size == 0)
			dt_cerror(cs->dtp, D_OP_INCOMPLETE, n->line, "operator . cannot be applied to a "
			    "forward declaration: no %s definition is available", t->name);
		if (!n->l->inmem)
			dt_cerror(cs->dtp, D_UNSUPPORTED, n->line,
			    "operator . is supported on kernel objects only");
		n->dstore = n->l->dstore;
	}
	if ((m = dt_type_member(cs->dtp, t, n->str, &bitoff)) == NULL)
		dt_cerror(cs->dtp, D_TYPE_MEMBER, n->line, "%s is not a member of %s", n->str, t->name);
	n->type = m->type;
	n->memb = m;
	n->ival = (int64_t)bitoff;
	n->inmem = 1;
	n->inscratch = n->op == T_ARROW ? n->l->alloca == 1 : n->l->inscratch;
}

/*
 * name[a, ...] of an array inline: its arguments are checked against its
 * parameters, as DTrace checks a prototype, and the node becomes a use of
 * the inline (IDENT, DT_IDENT_INLINE) whose args bind the parameters (xl,
 * the first of them) while the code generator evaluates its expression.
 */
static void
ck_inline_use(dt_cstate_t *cs, dt_node_t *n, dt_inline_t *in)
{
	dt_xlator_t *p = in->params;
	int i = 1;

	dt_ck_tuple_len(cs, n->line, "", in->name, n->args, in->nparams, "arg");
	for (dt_node_t *a = n->args; a != NULL; a = a->next, p = p->next, i++) {
		dt_ck_expr(cs, a);
		if (p->intype->kind == DT_TK_STRING ? !dt_type_is_strcompat(a->type) :
		    !dt_type_is_scalar(a->type))
			dt_ck_tuple_arg(cs, n->line, "", in->name, "arg", i, p->intype->name,
			    a->type->name);
	}
	n->kind = DT_NODE_IDENT;
	n->idkind = DT_IDENT_INLINE;
	free(n->str);
	n->str = dt_strdup(in->name);
	n->l = in->expr;
	n->xl = in->params;
	n->type = in->type;
	n->dyn = in->expr->dyn;
	n->inmem = in->expr->inmem;
	n->dstore = in->expr->dstore;
}

/* p[i] and a[i] on kernel pointers and arrays */
static void
ck_index(dt_cstate_t *cs, dt_node_t *n)
{
	dt_node_t *l = n->l;
	dt_type_t *t;

	if (l->kind == DT_NODE_AGG)
		dt_ck_agg_mdim(cs, l);

	if (l->kind == DT_NODE_IDENT && l->idkind == DT_IDENT_NONE && strcmp(l->str, "args") == 0 &&
	    dt_ck_global(cs, "args") == NULL) {
		dt_ck_args(cs, n);
		return;
	}
	if (l->kind == DT_NODE_IDENT && l->idkind == DT_IDENT_NONE && strcmp(l->str, "uregs") == 0 &&
	    dt_ck_global(cs, "uregs") == NULL) {
		dt_ck_uregs(cs, n);
		return;
	}
	if (l->kind == DT_NODE_IDENT && l->idkind == DT_IDENT_NONE && l->str != NULL &&
	    dt_ck_global(cs, l->str) == NULL) {
		dt_inline_t *in;

		dt_dlib_need(cs->dtp, l->str, 0);	/* an array inline of the D library: fds[] */
		in = dt_ck_inline(cs->dtp, l->str);

		if (in != NULL && in->params != NULL) {
			ck_inline_use(cs, n, in);
			return;
		}
	}
	if (l->kind == DT_NODE_IDENT && l->str != NULL && (l->idkind == DT_IDENT_SELF ||
	    l->idkind == DT_IDENT_THIS || l->idkind == DT_IDENT_GLOBAL ||
	    (l->idkind == DT_IDENT_NONE && !dt_ck_is_builtin(l->str) &&
	    dt_ck_inline(cs->dtp, l->str) == NULL && !dt_ck_is_func(l->str) &&
	    !dt_enum_lookup(cs->dtp, l->str, NULL, NULL) &&
	    !(cs->xlator != NULL && strcmp(l->str, cs->xlator->param) == 0)))) {
		dt_var_t *v = dt_ck_var(cs, l->idkind == DT_IDENT_NONE ? DT_IDENT_GLOBAL : l->idkind,
		    l->str);

		if (v == NULL || v->isassoc) {
			/* an associative array element */
			dt_ck_varref(cs, n, l, n->args);
			n->inmem = n->dstore;	/* a struct or array element is an object */
			return;
		}
	}
	cs->decl = NULL;
	cs->modify = 0;
	if (n->args == NULL || n->args->next != NULL)
		dt_cerror(cs->dtp, D_ARR_BADREF, n->line, "cannot access %s as an associative array",
		    l->kind == DT_NODE_IDENT ? l->str : "an expression");
	dt_ck_expr(cs, l);
	t = l->type;
	if (t->kind == DT_TK_STRING) {
		/* s[i]: a string's chars, as in DTrace (not writable) */
		dt_ck_expr(cs, n->args);
		if (!dt_type_is_int(n->args->type))
			dt_cerror(cs->dtp, D_OP_INT, n->line, "index must be of integral type");
		n->type = &dt_type_char;
		n->inmem = 1;
		n->dstore = 0;
		return;
	}
	if (t->kind != DT_TK_PTR && t->kind != DT_TK_ARRAY)
		dt_cerror(cs->dtp, D_DEREF_NONPTR, n->line, "cannot dereference non-pointer type");
	if (t->kind == DT_TK_ARRAY && !n->l->inmem)
		dt_cerror(cs->dtp, D_UNSUPPORTED, n->line, "arrays are supported in kernel objects only");
	dt_ck_expr(cs, n->args);
	if (!dt_type_is_int(n->args->type))
		dt_cerror(cs->dtp, D_OP_INT, n->line, "index must be of integral type");
	/* a constant index outside an array of known size (0 and 1 may be flexible) */
	if (t->kind == DT_TK_ARRAY && t->nelems > 1 && n->args->isconst &&
	    (n->args->ival < 0 || n->args->ival >= t->nelems))
		dt_cerror(cs->dtp, D_ARR_BOUNDS, n->line, "index outside array bounds: %lld, max is %d",
		    (long long)n->args->ival, t->nelems);
	if (t->ref->kind == DT_TK_VOID || t->ref->kind == DT_TK_FUNC || t->ref->size == 0)
		dt_cerror(cs->dtp, t->ref->kind == DT_TK_FUNC ? D_DEREF_FUNC : D_DEREF_VOID, n->line,
		    "cannot dereference pointer to %s", t->ref->kind == DT_TK_FUNC ? "function" :
		    t->ref->name);
	n->type = t->ref;
	n->inmem = 1;
	n->dstore = t->kind == DT_TK_ARRAY && n->l->dstore;
	n->inscratch = t->kind == DT_TK_PTR ? n->l->alloca == 1 : n->l->inscratch;
}

/* *p, &x and stringof(x) */
static void
ck_memop(dt_cstate_t *cs, dt_node_t *n)
{
	dt_node_t *l = n->l;

	if (n->op == T_ADDROF && l->kind == DT_NODE_SYM)
		dt_ck_sym(cs, l, 1);
	else if (n->op == T_DEREF)
		dt_ck_value(cs, l);
	else
		dt_ck_expr(cs, l);
	switch (n->op) {
	case T_DEREF:
		if (l->dyn == DT_DYN_XLPTR) {
			/* *xlate<T *>(e): the translated struct, for its members */
			n->type = l->type->ref;
			n->dyn = DT_DYN_TYPE;
			return;
		}
		if (l->dyn != DT_DYN_NONE)
			dt_ck_dyn_error(cs, l, NULL);
		if (l->type->kind == DT_TK_STRING) {
			/* *s: a string's first char, as in DTrace (not writable) */
			n->type = &dt_type_char;
			n->inmem = 1;
			return;
		}
		if (l->type->kind != DT_TK_PTR && !(l->type->kind == DT_TK_ARRAY && l->inmem))
			dt_cerror(cs->dtp, D_DEREF_NONPTR, n->line, "cannot dereference non-pointer type");
		if (l->type->ref->kind == DT_TK_VOID || l->type->ref->kind == DT_TK_FUNC)
			dt_cerror(cs->dtp, l->type->ref->kind == DT_TK_FUNC ? D_DEREF_FUNC : D_DEREF_VOID,
			    n->line, "cannot dereference pointer to %s",
			    l->type->ref->kind == DT_TK_FUNC ? "function" : l->type->ref->name);
		n->type = l->type->ref;
		n->inmem = 1;	/* *array: the array's address (cg_expr gives it) */
		n->inscratch = l->type->kind == DT_TK_PTR ? l->alloca == 1 : l->inscratch;
		return;
	case T_ADDROF:
		if ((!l->inmem || l->dstore) && ck_dvar_object(l))
			dt_cerror(cs->dtp, D_ADDROF_VAR, n->line, "cannot take address of dynamic variable");
		if (!l->inmem)
			dt_cerror(cs->dtp, D_ADDROF_LVAL, n->line, "unacceptable operand for unary & operator");
		if (dt_node_bits(l) != 0)
			dt_cerror(cs->dtp, D_ADDROF_BITFIELD, n->line, "cannot take address of bit-field");
		n->type = dt_type_ptr(cs->dtp, l->type);
		return;
	default:	/* stringof */
		if (!dt_type_is_strcompat(l->type) && !dt_type_is_scalar(l->type))
			dt_cerror(cs->dtp, D_STRINGOF_TYPE, n->line,
			    "cannot apply stringof to a value of type %s", l->type->name);
		n->type = dt_type_string(cs->dtp);
		return;
	}
}

/*
 * e OP NAME, with e of an enum type that has an enumerator NAME: the
 * enumerator, even where it is not in scope (a kernel enum's enumerators
 * are not global names), as DTrace does for comparisons.
 */
static void
ck_enum_operand(dt_cstate_t *cs, dt_node_t *n, dt_type_t *t, dt_node_t *r)
{
	dt_var_t *v;
	int64_t val;

	if (t->kind != DT_TK_ENUM || r->kind != DT_NODE_IDENT || r->idkind != DT_IDENT_NONE ||
	    r->str == NULL || !dt_type_enum_value(cs->dtp, t, r->str, &val))
		return;
	if ((v = dt_ck_global(cs, r->str)) != NULL)
		dt_cerror(cs->dtp, D_IDENT_AMBIG, n->line, "ambiguous use of operator %s: %s is "
		    "both a %s enum tag and a global %s", dt_opname(n->op), r->str, t->name,
		    v->isassoc ? "associative array" : "scalar");
	r->kind = DT_NODE_INT;
	r->ival = val;
	r->type = t;
	r->isconst = 1;
}

static void
ck_op2(dt_cstate_t *cs, dt_node_t *n)
{
	dt_node_t *l = n->l, *r = n->r;

	switch (n->op) {
	case '=': case T_ADD_EQ: case T_SUB_EQ: case T_MUL_EQ: case T_DIV_EQ:
	case T_MOD_EQ: case T_AND_EQ: case T_OR_EQ: case T_XOR_EQ: case T_SHL_EQ:
	case T_SHR_EQ:
		if (l->kind == DT_NODE_AGG) {
			dt_ck_agg_assign(cs, n);
			return;
		}
		if (l->kind == DT_NODE_INDEX && l->l->kind == DT_NODE_AGG)
			dt_ck_agg_mdim(cs, l->l);
		ck_assign(cs, n);
		return;
	case ',':
		dt_ck_value(cs, l);
		dt_ck_value(cs, r);
		if (l->dyn != DT_DYN_NONE || r->dyn != DT_DYN_NONE)
			dt_ck_dyn_error(cs, l->dyn != DT_DYN_NONE ? l : r, ",");
		if (ck_is_action(l) || ck_is_action(r))
			dt_cerror(cs->dtp, D_OP_ACT, n->line, "operator , operands cannot be actions");
		n->type = r->type;
		return;
	default:
		break;
	}
	dt_ck_expr(cs, l);
	if (n->op == T_EQ || n->op == T_NE || n->op == '<' || n->op == '>' || n->op == T_LE ||
	    n->op == T_GE)
		ck_enum_operand(cs, n, l->type, r);
	dt_ck_expr(cs, r);
	switch (n->op) {
	case T_EQ: case T_NE: case '<': case '>': case T_LE: case T_GE:
		if ((dt_ck_is_string(l) && (dt_type_is_strcompat(r->type) || ck_is_null(r))) ||
		    (dt_ck_is_string(r) && (dt_type_is_strcompat(l->type) || ck_is_null(l)))) {
			n->type = &dt_type_int;
			n->ival = 1;	/* string comparison */
			return;
		}
		if (dt_ck_is_string(l) || dt_ck_is_string(r) || !dt_type_is_scalar(l->type) ||
		    !dt_type_is_scalar(r->type))
			dt_cerror(cs->dtp, D_OP_INCOMPAT, n->line,
			    "operands have incompatible types: \"%s\" %s \"%s\"",
			    l->type->name, dt_opname(n->op), r->type->name);
		n->type = &dt_type_int;
		break;
	case T_LAND: case T_LOR: case T_LXOR:
		if (!dt_type_is_scalar(l->type) || !dt_type_is_scalar(r->type))
			dt_cerror(cs->dtp, D_OP_SCALAR, n->line,
			    "operator %s requires operands of scalar type", dt_opname(n->op));
		n->type = &dt_type_int;
		break;
	case T_SHL: case T_SHR: case '%': case '&': case '|': case '^':
		ck_need_int(cs, n, l, D_OP_INT);
		ck_need_int(cs, n, r, D_OP_INT);
		n->type = (n->op == T_SHL || n->op == T_SHR) ? dt_ck_arith(l->type, l->type) :
		    dt_ck_arith(l->type, r->type);
		break;
	default:	/* + - * / */
		if ((n->op == '+' || n->op == '-') && ck_ptrarith(cs, n)) {
			if (n->type->kind == DT_TK_PTR)
				n->alloca = n->l->type->kind == DT_TK_PTR ? n->l->alloca : n->r->alloca;
			return;
		}
		ck_need_int(cs, n, l, D_OP_ARITH);
		ck_need_int(cs, n, r, D_OP_ARITH);
		n->type = dt_ck_arith(l->type, r->type);
		break;
	}
	if ((n->op == '/' || n->op == '%') && r->isconst && r->ival == 0)
		dt_ck_divzero(cs, n);
	dt_ck_fold(cs, n);
}

/* ++ and -- (either side): an integer, or a pointer moved by its object's size */
static void
ck_incdec(dt_cstate_t *cs, dt_node_t *n)
{
	const char *op = n->op == T_PREINC || n->op == T_INC ? "++" : "--";

	if (!dt_type_is_scalar(n->l->type))
		dt_cerror(cs->dtp, D_OP_SCALAR, n->line, "operator %s requires operand of scalar type", op);
	if (ck_is_vfptr(n->l->type))
		dt_cerror(cs->dtp, D_OP_VFPTR, n->line, "operator %s requires an operand of known size", op);
	ck_need_lvalue(cs, n, n->l);
	n->type = n->l->type;
}

/* a null pointer constant: NULL, 0 */
static int
ck_is_nullconst(const dt_node_t *n)
{
	return n->isconst && n->ival == 0;
}

/*
 * The type of c ? l : r with a pointer operand, as in C: two pointers of
 * one type, or to void and another (void *), or a pointer and a null
 * pointer constant (the pointer's type); NULL when they do not go together.
 */
static dt_type_t *
ck_cond_ptrtype(const dt_node_t *l, const dt_node_t *r)
{
	dt_type_t *lt = l->type, *rt = r->type;

	if (lt->kind == DT_TK_PTR && rt->kind == DT_TK_PTR) {
		if (lt == rt || strcmp(lt->name, rt->name) == 0)
			return lt;
		if (lt->ref->kind == DT_TK_VOID)
			return lt;
		if (rt->ref->kind == DT_TK_VOID)
			return rt;
		return NULL;
	}
	if (lt->kind == DT_TK_PTR && r->isconst && r->ival == 0 && dt_type_is_int(rt))
		return lt;
	if (rt->kind == DT_TK_PTR && l->isconst && l->ival == 0 && dt_type_is_int(lt))
		return rt;
	return NULL;
}

void
dt_ck_value(dt_cstate_t *cs, dt_node_t *n)
{
	char b1[64];

	if (n->kind != DT_NODE_IDENT && n->kind != DT_NODE_INDEX) {
		cs->decl = NULL;	/* only a variable reference is declared */
		cs->modify = 0;
	}
	switch (n->kind) {
	case DT_NODE_INT:
		n->isconst = 1;
		return;
	case DT_NODE_STR:
		if ((int)n->slen > DT_STROPT(cs->dtp)) {
			/* a string holds strsize characters: DTrace cuts a longer constant */
			n->slen = (size_t)DT_STROPT(cs->dtp);
			n->str[n->slen] = '\0';
		}
		n->type = dt_type_string(cs->dtp);
		return;
	case DT_NODE_IDENT:
		dt_ck_ident(cs, n);
		if (n->var != NULL && n->var->alloca == 1 && !n->dstore)
			n->alloca = 1;
		return;
	case DT_NODE_AGG:
		dt_cerror(cs->dtp, D_AGG_SCALAR, n->line,
		    "aggregation @%s may not be used as a scalar value", n->str);
	case DT_NODE_CALL:
		dt_ck_call(cs, n);
		return;
	case DT_NODE_OP1:
		if (n->op == T_DEREF || n->op == T_ADDROF || n->op == T_STRINGOF) {
			ck_memop(cs, n);
			return;
		}
		if (n->op == T_PREINC || n->op == T_PREDEC)
			cs->decl = &dt_type_int64;	/* ++x declares x as an int64_t */
		dt_ck_expr(cs, n->l);
		cs->decl = NULL;
		if (n->op == T_PREINC || n->op == T_PREDEC) {
			ck_incdec(cs, n);
			return;
		}
		if (n->op == '!') {
			if (!dt_type_is_scalar(n->l->type))
				dt_cerror(cs->dtp, D_OP_SCALAR, n->line, "operator ! requires an operand of scalar type");
			n->type = &dt_type_int;
		} else {
			ck_need_int(cs, n, n->l, n->op == '~' ? D_OP_INT : D_OP_ARITH);
			n->type = dt_ck_arith(n->l->type, n->l->type);	/* its own type */
		}
		dt_ck_fold(cs, n);
		return;
	case DT_NODE_POSTFIX:
		cs->decl = &dt_type_int64;
		dt_ck_expr(cs, n->l);
		cs->decl = NULL;
		ck_incdec(cs, n);
		return;
	case DT_NODE_OP2:
		ck_op2(cs, n);
		return;
	case DT_NODE_OP3:
		dt_ck_expr(cs, n->x);
		dt_ck_value(cs, n->l);
		dt_ck_value(cs, n->r);
		if (ck_is_action(n->l) || ck_is_action(n->r))
			dt_cerror(cs->dtp, D_OP_ACT, n->line, "action cannot be used in a conditional context");
		if (!dt_type_is_scalar(n->x->type))
			dt_cerror(cs->dtp, D_OP_SCALAR, n->line,
			    "operator ?: expression must be of scalar type");
		if (n->l->dyn != DT_DYN_NONE || n->r->dyn != DT_DYN_NONE)
			dt_ck_dyn_error(cs, n->l->dyn != DT_DYN_NONE ? n->l : n->r, "?:");
		if (dt_ck_is_string(n->l) && dt_ck_is_string(n->r))
			n->type = n->l->type;
		else if (n->l->type->kind == DT_TK_VOID && n->r->type->kind == DT_TK_VOID)
			n->type = &dt_type_void;	/* c ? (void)f() : (void)g() */
		else if (dt_type_is_int(n->l->type) && dt_type_is_int(n->r->type))
			n->type = dt_ck_arith(n->l->type, n->r->type);
		else if (dt_type_is_float(n->l->type) && dt_type_is_regval(n->l->type) &&
		    ck_type_same(n->l->type, n->r->type))
			n->type = n->l->type;	/* one floating type (ctf_type_compat) */
		else if ((n->type = ck_cond_ptrtype(n->l, n->r)) == NULL)
			dt_cerror(cs->dtp, D_OP_INCOMPAT, n->line,
			    "operator ?: operands must have compatible types");
		else if ((n->l->alloca == 1 || ck_is_nullconst(n->l)) &&
		    (n->r->alloca == 1 || ck_is_nullconst(n->r)))
			n->alloca = n->l->alloca == 1 || n->r->alloca == 1;
		else if (n->l->alloca != 0 || n->r->alloca != 0)
			n->alloca = -1;	/* (may not be stored in a variable) */
		if (n->x->isconst && n->l->isconst && n->r->isconst) {
			n->isconst = 1;
			/* the branch's value as it is: ?: does not narrow (dt_cg_expr.c) */
			n->ival = n->x->ival ? n->l->ival : n->r->ival;
		}
		return;
	case DT_NODE_CAST:
		dt_ck_value(cs, n->l);
		if (n->l->dyn == DT_DYN_XLPTR)
			dt_cerror(cs->dtp, D_CAST_INVAL, n->line, "invalid cast expression: "
			    "\"pointer to translated data\" to \"%s\"",
			    n->x->str != NULL ? n->x->str : n->x->type->name);
		if (n->l->dyn != DT_DYN_NONE)
			dt_ck_dyn_error(cs, n->l, NULL);
		n->type = n->x->type;
		if ((n->type->kind == DT_TK_STRUCT || n->type->kind == DT_TK_UNION) &&
		    ck_type_same(n->type, n->l->type) && n->l->inmem) {
			/* a struct or union cast to its own type: the same object (no lvalue) */
			n->inmem = 1;
			n->inscratch = n->l->inscratch;
			return;
		}
		if (n->type->kind == DT_TK_STRING) {
			/* (string)e: a string as is; a char array or pointer, or an
			 * address, read as the string there (stringof) */
			if (!dt_ck_is_string(n->l) && !dt_type_is_strcompat(n->l->type) &&
			    !dt_type_is_scalar(n->l->type))
				dt_cerror(cs->dtp, D_CAST_INVAL, n->line,
				    "invalid cast expression: \"%s\" to \"%s\"",
				    dt_type_name(n->l->type, b1, sizeof(b1)), n->type->name);
			n->kind = DT_NODE_OP1;
			n->op = T_STRINGOF;
			return;
		}
		if (n->type->kind == DT_TK_VOID)
			return;		/* (void)e: the value is discarded */
		if (dt_type_is_float(n->type) && dt_type_is_regval(n->type) &&
		    ck_type_same(n->l->type, n->type))
			return;		/* to its own floating type (no conversion: DTrace has none) */
		if (!dt_type_is_scalar(n->type) || !(dt_type_is_scalar(n->l->type) ||
		    (n->l->type->kind == DT_TK_ARRAY && n->type->kind == DT_TK_PTR)))
			dt_cerror(cs->dtp, D_CAST_INVAL, n->line, "invalid cast expression: \"%s\" to \"%s\"",
			    dt_type_name(n->l->type, b1, sizeof(b1)),
			    n->x->str != NULL ? n->x->str : n->type->name);
		if (n->l->isconst) {
			n->isconst = 1;
			n->ival = dt_ck_convert(n->l->ival, n->type);
		}
		n->alloca = n->l->alloca;
		return;
	case DT_NODE_SIZEOF:
		if (n->l->kind != DT_NODE_TYPE)
			dt_ck_value(cs, n->l);	/* sizeof of a translated struct is its size */
		if (dt_node_bits(n->l) != 0)
			dt_cerror(cs->dtp, D_SIZEOF_BITFIELD, n->line, "cannot apply sizeof to a bit-field");
		if (n->l->type->size == 0 && n->l->type->kind != DT_TK_VOID)
			dt_cerror(cs->dtp, D_SIZEOF_TYPE, n->line,
			    "cannot apply sizeof to an operand of unknown size");
		n->type = dt_type_clong(cs->dtp, 0);	/* size_t */
		n->isconst = 1;
		/* a string constant's size is its own, with its NUL, as in C */
		n->ival = n->l->kind == DT_NODE_STR ? (int64_t)n->l->slen + 1 :
		    n->l->type->kind == DT_TK_STRING ? DT_STROPT(cs->dtp) : n->l->type->size;
		return;
	case DT_NODE_MEMBER:
		ck_member(cs, n);
		return;
	case DT_NODE_XLATE:
		dt_ck_xlate(cs, n);
		return;
	case DT_NODE_INDEX:
		ck_index(cs, n);
		if (n->var != NULL && n->var->alloca == 1 && !n->inmem)
			n->alloca = 1;
		return;
	case DT_NODE_SYM:
		dt_ck_sym(cs, n, 0);
		return;
	case DT_NODE_OFFSETOF: {
		unsigned long bitoff;
		dt_type_t *t = n->x->type;
		const dt_member_t *m;

		/* a tag never defined (only declared, size 0) is no struct yet, as in DTrace */
		if ((t->kind != DT_TK_STRUCT && t->kind != DT_TK_UNION) ||
		    (t->size == 0 && t->nmembers == 0))
			dt_cerror(cs->dtp, D_OFFSETOF_TYPE, n->line,
			    "offsetof operand must be a struct or union type");
		if ((m = dt_type_member(cs->dtp, t, n->str, &bitoff)) == NULL)
			dt_cerror(cs->dtp, D_TYPE_MEMBER, n->line, "%s is not a member of %s", n->str, t->name);
		if (m->bits != 0)
			dt_cerror(cs->dtp, D_OFFSETOF_BITFIELD, n->line,
			    "cannot take offset of a bit-field: %s", n->str);
		n->type = dt_type_clong(cs->dtp, 0);	/* size_t */
		n->isconst = 1;
		n->ival = (int64_t)(bitoff / 8);
		return;
	}
	default:
		dt_cerror(cs->dtp, D_SYNTAX, n->line, "unexpected expression");
	}
}
