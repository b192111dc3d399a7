/*
 * dt_ck_arith.c: D's integer types in expressions, and constant folding.
 *
 * The two operands of a binary operator are converted to a common type by
 * C's usual arithmetic conversions without C's integer promotions, as
 * DTrace's dt_type_promote does (dt_ck_arith): the operand of greater rank
 * (size, then unsigned over signed) gives the type, so that the sum of two
 * unsigned chars is an unsigned char, truncated as its type says; enums
 * and _Bool take part as int.  Unary -, ~ and + and the left operand of a
 * shift keep their type.  Comparisons compare in the promoted types, as C
 * does (dt_ck_cmptype).
 * An integer constant expression is folded (dt_ck_fold) as DTrace folds
 * it: in 64 bits, the operands as they are, the result kept whole even
 * where it does not fit the expression's type (DTrace's registers are 64
 * bits wide and its folding never truncates), so that (1 << 63) - 1 is
 * INT64_MAX wherever a 64-bit value is taken (an aggregation's argument, a
 * 64-bit variable); only what records or converts by the type (a cast,
 * dt_ck_convert; trace() and printf() of the int) narrows it, not ?:
 * (dt_ck_expr.c).  The code generator computes the same way at run time
 * (lib/back/dt_cg_expr.c's top comment).  Signedness
 * (of the type, or for comparisons of the promoted types) picks signed or
 * unsigned division, right shift and comparison.  The arithmetic is done
 * in unsigned 64-bit so that the compiler itself has no undefined
 * behaviour.  A constant division by zero
 * is a compile-time error (D_DIV_ZERO), reported as DTrace does, while the
 * expression is built: its message names no region.
 */
#include "dt_lex.h"
#include "dt_check_impl.h"
#include "dt_front.h"

/* ---- integer type rules (ANSI C) ---- */
static int
ck_rank(const dt_type_t *t)
{
	/*
	 * rank follows size for D's types; under ILP32 (dtrace -32) a 4-byte
	 * long ties with int, so the sum's type may be named int where C says
	 * long: the same width and signedness, so the same value
	 */
	return t->size;
}

dt_type_t *
dt_ck_promote(dt_type_t *t)
{
	if (t->kind == DT_TK_INT && t->size < 4)
		return &dt_type_int;
	return t;
}

static dt_type_t *
ck_unsigned_of(dt_type_t *t)
{
	return t->size == 8 ? &dt_type_ulong : &dt_type_uint;
}

/* an operand's own type in arithmetic: enums and _Bool as int */
static dt_type_t *
ck_operand(dt_type_t *t)
{
	if (t->kind == DT_TK_ENUM || t->isbool)
		return &dt_type_int;
	return t;
}

static dt_type_t *ck_usual(dt_type_t *, dt_type_t *);

dt_type_t *
dt_ck_arith(dt_type_t *a, dt_type_t *b)
{
	return ck_usual(ck_operand(a), ck_operand(b));
}

/* the type two integers compare in: C's, after the integer promotions */
dt_type_t *
dt_ck_cmptype(dt_type_t *a, dt_type_t *b)
{
	return ck_usual(dt_ck_promote(ck_operand(a)), dt_ck_promote(ck_operand(b)));
}

static dt_type_t *
ck_usual(dt_type_t *a, dt_type_t *b)
{
	if (a->size == b->size && a->sign == b->sign)
		return a;
	if (a->sign == b->sign)
		return ck_rank(a) > ck_rank(b) ? a : b;
	{
		dt_type_t *u = a->sign ? b : a, *s = a->sign ? a : b;

		if (ck_rank(u) >= ck_rank(s))
			return u;
		if (s->size > u->size)
			return s;
		return ck_unsigned_of(s);
	}
}

/* Truncate v to type t's width and signedness (C's conversion). */
int64_t
dt_ck_convert(int64_t v, const dt_type_t *t)
{
	if (t->isbool)
		return v != 0;
	switch (t->size) {
	case 1: return t->sign ? (int64_t)(int8_t)v : (int64_t)(uint8_t)v;
	case 2: return t->sign ? (int64_t)(int16_t)v : (int64_t)(uint16_t)v;
	case 4: return t->sign ? (int64_t)(int32_t)v : (int64_t)(uint32_t)v;
	default: return v;
	}
}

/*
 * DTrace finds a constant zero divisor while building the expression, not
 * while checking a clause's region, so the message names no region.
 */
void __attribute__((noreturn))
dt_ck_divzero(dt_cstate_t *cs, dt_node_t *n)
{
	cs->dtp->errregion = NULL;
	dt_cerror(cs->dtp, D_DIV_ZERO, n->line, "expression contains division by zero");
}

void
dt_ck_fold(dt_cstate_t *cs, dt_node_t *n)
{
	dt_node_t *l = n->l, *r = n->r;
	int64_t a, b, v;
	int sign;

	if (n->kind == DT_NODE_OP1) {
		if (!l->isconst)
			return;
		a = l->ival;
		switch (n->op) {
		case T_UMINUS:	/* DTrace keeps a negated unsigned to its width */
			v = n->type->sign ? (int64_t)-(uint64_t)a : dt_ck_convert(-(uint64_t)a, n->type);
			break;
		case T_UPLUS: v = a; break;
		case '~': v = ~a; break;
		case '!': v = a == 0; break;
		default: return;
		}
		n->isconst = 1;
		n->ival = v;
		return;
	}
	if (!l->isconst || !r->isconst || !dt_type_is_int(n->type))
		return;
	a = l->ival;
	b = r->ival;
	sign = n->type->sign;
	if (n->op == '<' || n->op == '>' || n->op == T_LE || n->op == T_GE)
		sign = dt_ck_cmptype(l->type, r->type)->sign;
	switch (n->op) {
	case '+': v = (uint64_t)a + (uint64_t)b; break;
	case '-': v = (uint64_t)a - (uint64_t)b; break;
	case '*': v = (uint64_t)a * (uint64_t)b; break;
	case '/':
	case '%':
		if (b == 0)
			dt_ck_divzero(cs, n);
		if (sign) {
			if (b == -1)
				v = n->op == '/' ? (int64_t)-(uint64_t)a : 0;
			else
				v = n->op == '/' ? a / b : a % b;
		} else {
			v = n->op == '/' ? (int64_t)((uint64_t)a / (uint64_t)b) :
			    (int64_t)((uint64_t)a % (uint64_t)b);
		}
		break;
	case '&': v = a & b; break;
	case '|': v = a | b; break;
	case '^': v = a ^ b; break;
	case T_SHL: v = (uint64_t)a << (b & 63); break;
	case T_SHR:
		v = sign ? a >> (b & 63) : (int64_t)((uint64_t)a >> (b & 63));
		break;
	case T_EQ: v = a == b; break;
	case T_NE: v = a != b; break;
	case '<': v = sign ? a < b : (uint64_t)a < (uint64_t)b; break;
	case '>': v = sign ? a > b : (uint64_t)a > (uint64_t)b; break;
	case T_LE: v = sign ? a <= b : (uint64_t)a <= (uint64_t)b; break;
	case T_GE: v = sign ? a >= b : (uint64_t)a >= (uint64_t)b; break;
	case T_LAND: v = a && b; break;
	case T_LOR: v = a || b; break;
	case T_LXOR: v = !a != !b; break;
	default: return;
	}
	n->isconst = 1;
	n->ival = v;
}
