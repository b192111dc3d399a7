/*
 * dt_treedump.c: the parse-tree dumps of -x tree (DTrace's debugging aid).
 *
 * -x tree=N dumps the parse tree at the compile passes whose bit is set
 * in N (bit p - 1 for pass p), as DTrace does: pass 1 when a request is
 * parsed (the whole request), pass 2 when a clause is checked (that
 * clause, its nodes typed), pass 3 when the request is compiled (the whole
 * request, also when it failed).  Each dump is one block of text, headed
 * "Parse tree (Pass N):", that the library hands to the consumer's dump
 * handler (dt_dump: the library prints nothing itself); dtrace(1) writes
 * it to stderr.  Nothing is built when the pass is not asked for or no
 * handler is installed.
 *
 * The format is DTrace's (illumos's dt_node_printr, with Linux DTrace's
 * headers and spellings): one node a line, indented two spaces a level,
 * the root at level 1; an expression node shows its kind, its operator or
 * name, and "(type=<T> attr=[n/d/c] flags=F)": its type, its stability
 * in DTrace's short form (first letters: [s/s/c] is Stable/Stable/Common)
 * and DTrace's node flags (SIGN signed integer, COOK checked, REF passed
 * by reference, LVAL an lvalue, WRITE writable, BITF a bit-field, ALLOCA
 * pointing into alloca() scratch, DPTR a string in D's own storage; "0"
 * for none).  Statements are "D PRODUCER" (an action call) or "D
 * EXPRESSION"; an aggregation's assignment is its AGGREGATE node with the
 * aggregating function after "=".  Where this compiler keeps a node that
 * DTrace folds into another kind, it is shown as DTrace shows the nearest
 * one: a cast as OP2 "(" of a TYPE and the operand, a member as OP2 "." or
 * "->" of the object and an IDENT, an associative array or args[] element
 * as a VARIABLE with its keys in brackets, another index as OP2 "[",
 * sizeof and postfix ++/-- as OP1; if/else (which DTrace's parser of old
 * lacked) as Linux DTrace's IF with its CONDITION, BODY and ELSE.
 *
 * Stability: a node's is the least stable of its operands, from DTrace's
 * default Stable/Stable/Common for everything but curthread, args[] (the
 * clause's probes' argument stability) and kernel symbols, as the checker
 * rates them (dt_ck_attr.c).  A clause's CTXATTR is the least stable of
 * its probes' descriptions (as dtrace -v rates them) and, as DTrace rates
 * a description that leaves the provider out or globs it,
 * Unstable/Unstable/Common.  Invariant: dumping never changes the tree.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_lex.h"
#include "dt_front.h"

typedef struct td_state {
	dtrace_hdl_t *dtp;
	FILE *fp;
	int cooked;			/* pass 2 and later: the nodes are checked */
	const struct dt_program *pgp;	/* its clauses, for a pass 1 or 3 dump */
	const dt_clause_t *cl;		/* the clause being dumped, if checked */
} td_state_t;

static void td_node(td_state_t *, const dt_node_t *, int depth);

static const dt_attr_t td_default = { 6, 6, 5 };	/* Stable/Stable/Common */

/* DTrace's short form of an attribute: "[s/s/c]" */
static const char *
td_attrstr(dt_attr_t a, char *buf, size_t len)
{
	static const char stab[] = "ipoxuesS", cls[] = "uCpgIc";

	snprintf(buf, len, "[%c/%c/%c]", stab[a.name & 7], stab[a.data & 7],
	    cls[a.cls < 6 ? a.cls : 0]);
	return buf;
}

static int
td_is_builtin(const dt_node_t *n, const char *name)
{
	return n->kind == DT_NODE_IDENT && n->idkind == DT_IDENT_BUILTIN && n->str != NULL &&
	    strcmp(n->str, name) == 0;
}

/* the stability of expression n: the least stable of what it names */
static dt_attr_t
td_attr(const td_state_t *st, const dt_node_t *n)
{
	dt_attr_t a = td_default;

	if (n == NULL || !st->cooked)
		return a;
	if (n->kind == DT_NODE_SYM) {
		dt_attr_parse("Private/Private/Unknown", &a);
	} else if (td_is_builtin(n, "curthread")) {
		dt_attr_parse("Stable/Private/Common", &a);
	} else if (td_is_builtin(n, "args") && st->cl != NULL) {
		for (int i = 0; i < st->cl->nprobes; i++)
			a = dt_attr_min(a, dt_probe_attr(st->dtp->probes[st->cl->probes[i]], 1));
	}
	if (n->kind == DT_NODE_STR || n->kind == DT_NODE_INT || n->kind == DT_NODE_TYPE)
		return a;
	a = dt_attr_min(a, td_attr(st, n->l));
	a = dt_attr_min(a, td_attr(st, n->r));
	if (n->kind != DT_NODE_CAST && n->kind != DT_NODE_XLATE && n->kind != DT_NODE_OFFSETOF)
		a = dt_attr_min(a, td_attr(st, n->x));
	for (const dt_node_t *k = n->args; k != NULL; k = k->next)
		a = dt_attr_min(a, td_attr(st, k));
	return a;
}

static int
td_is_var(const dt_node_t *n)
{
	return n->kind == DT_NODE_IDENT && (n->idkind == DT_IDENT_GLOBAL ||
	    n->idkind == DT_IDENT_THIS || n->idkind == DT_IDENT_SELF);
}

static int
td_is_assign(int op)
{
	switch (op) {
	case '=': case T_ADD_EQ: case T_SUB_EQ: case T_MUL_EQ: case T_DIV_EQ: case T_MOD_EQ:
	case T_AND_EQ: case T_OR_EQ: case T_XOR_EQ: case T_SHL_EQ: case T_SHR_EQ:
		return 1;
	default:
		return 0;
	}
}

/* is n writable D storage (DTrace's WRITE flag)? */
static int
td_writable(const dt_node_t *n)
{
	switch (n->kind) {
	case DT_NODE_IDENT:
		return td_is_var(n);
	case DT_NODE_INDEX:
		return n->l->kind == DT_NODE_IDENT ? td_is_var(n->l) : n->dstore || n->inscratch;
	case DT_NODE_MEMBER:
		return n->dstore || n->inscratch;
	case DT_NODE_OP2:
		return td_is_assign(n->op) && td_writable(n->l);
	case DT_NODE_OP1:
		return (n->op == T_PREINC || n->op == T_PREDEC) && td_writable(n->l);
	case DT_NODE_POSTFIX:
		return td_writable(n->l);
	default:
		return 0;
	}
}

/* "type=<T> attr=[..] flags=F" of expression n */
static const char *
td_desc(const td_state_t *st, const dt_node_t *n, char *buf, size_t len)
{
	const dt_type_t *t = n->type;
	int aggfn = n->kind == DT_NODE_CALL && n->idkind == DT_IDENT_AGGFUNC;
	int action = n->kind == DT_NODE_CALL && n->idkind == DT_IDENT_FUNC;
	const char *tname = "-1";
	char flags[96] = "", ab[16];

	if (st->cooked) {
		int sign, ref, lval;

		if (aggfn)
			tname = "<DYN>";
		else if (t != NULL)
			tname = t->name != NULL ? t->name : "?";
		else if (action)
			tname = "void";
		sign = aggfn || (t == NULL && action) ||
		    (t != NULL && (t->kind == DT_TK_VOID || (t->kind == DT_TK_INT && t->sign)));
		ref = aggfn || (t != NULL && (t->kind == DT_TK_STRING || t->kind == DT_TK_STRUCT ||
		    t->kind == DT_TK_UNION || t->kind == DT_TK_ARRAY));
		lval = (n->kind == DT_NODE_IDENT && n->idkind != DT_IDENT_ENUM &&
		    n->idkind != DT_IDENT_INLINE) || n->kind == DT_NODE_INDEX ||
		    n->kind == DT_NODE_MEMBER || (n->kind == DT_NODE_OP1 && n->op == T_DEREF);
		if (sign)
			strcat(flags, ",SIGN");
		strcat(flags, ",COOK");
		if (ref)
			strcat(flags, ",REF");
		if (lval)
			strcat(flags, ",LVAL");
		if (td_writable(n))
			strcat(flags, ",WRITE");
		if (dt_node_bits(n) != 0)
			strcat(flags, ",BITF");
		if (n->alloca > 0)
			strcat(flags, ",ALLOCA");
		if (n->kind == DT_NODE_STR)
			strcat(flags, ",DPTR");
	}
	snprintf(buf, len, "type=<%s> attr=%s flags=%s", tname,
	    td_attrstr(td_attr(st, n), ab, sizeof(ab)), flags[0] ? flags + 1 : "0");
	return buf;
}

static void
td_indent(const td_state_t *st, int depth)
{
	fprintf(st->fp, "%*s", depth * 2, "");
}

/* a separator line ("?", ":") at depth, then node n below it */
static void
td_after(td_state_t *st, const char *sep, const dt_node_t *n, int depth)
{
	td_indent(st, depth);
	fprintf(st->fp, "%s\n", sep);
	td_node(st, n, depth + 1);
}

/* a string constant with C's escapes, as DTrace shows it */
static void
td_string(const td_state_t *st, const char *s, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];
		const char *e = NULL;

		switch (c) {
		case '\n': e = "\\n"; break;
		case '\t': e = "\\t"; break;
		case '\r': e = "\\r"; break;
		case '\a': e = "\\a"; break;
		case '\b': e = "\\b"; break;
		case '\f': e = "\\f"; break;
		case '\v': e = "\\v"; break;
		case '\\': e = "\\\\"; break;
		case '"': e = "\\\""; break;
		default: break;
		}
		if (e != NULL)
			fputs(e, st->fp);
		else if (c < ' ' || c >= 0x7f)
			fprintf(st->fp, "\\%03o", c);
		else
			fputc(c, st->fp);
	}
}

/* a list of expressions at depth, "," between them at depth - 1 */
static void
td_list(td_state_t *st, const dt_node_t *k, int depth)
{
	for (; k != NULL; k = k->next) {
		td_node(st, k, depth);
		if (k->next != NULL) {
			td_indent(st, depth - 1);
			fputs(",\n", st->fp);
		}
	}
}

/* a statement at depth: a block's statements, each at depth */
static void
td_stmt(td_state_t *st, const dt_node_t *s, int depth)
{
	if (s == NULL)
		return;
	if (s->kind == DT_NODE_BLOCK) {
		for (const dt_node_t *k = s->body; k != NULL; k = k->next)
			td_stmt(st, k, depth);
		return;
	}
	td_node(st, s, depth);
}

static const char *
td_typename(const td_state_t *st, const dt_node_t *tn)
{
	if (tn->type != NULL && tn->type->name != NULL)
		return tn->type->name;
	return tn->str != NULL ? tn->str : "";
}

/* the clause checked for clause node n, if any */
static const dt_clause_t *
td_clause(const td_state_t *st, const dt_node_t *n)
{
	if (st->cl != NULL && st->cl->node == n)
		return st->cl;
	if (st->pgp != NULL)
		for (int i = 0; i < st->pgp->nclauses; i++)
			if (st->pgp->clauses[i]->node == n)
				return st->pgp->clauses[i];
	return NULL;
}

static void
td_pdesc(td_state_t *st, const dt_node_t *n)
{
	dt_pdesc_t d = { "", "", "", "" };
	char buf[1024];

	if (n->isconst) {
		fprintf(st->fp, "PDESC ::: [%lld]\n", (long long)n->ival);
		return;
	}
	if (dt_pdesc_parse(n->str, n->op, buf, sizeof(buf), &d) != 0) {
		fprintf(st->fp, "PDESC %s [0]\n", n->str);
		return;
	}
	fprintf(st->fp, "PDESC %s:%s:%s:%s [0]\n", d.prv ? d.prv : "", d.mod ? d.mod : "",
	    d.fun ? d.fun : "", d.prb ? d.prb : "");
}

/*
 * DTrace's context attribute of a description that leaves its provider
 * out or globs it: Unstable/Unstable/Common, whatever it matches
 */
static dt_attr_t
td_ctxattr(const dt_node_t *pd)
{
	dt_pdesc_t d = { "", "", "", "" };
	dt_attr_t a = td_default;
	char buf[1024];

	if (pd->isconst || dt_pdesc_parse(pd->str, pd->op, buf, sizeof(buf), &d) != 0 ||
	    d.prv == NULL || d.prv[0] == '\0' || strpbrk(d.prv, "*?[") != NULL)
		dt_attr_parse("Unstable/Unstable/Common", &a);
	return a;
}

static void
td_clausenode(td_state_t *st, const dt_node_t *n, int depth)
{
	const dt_clause_t *saved = st->cl, *cl = st->cooked ? td_clause(st, n) : NULL;
	dt_attr_t ctx = td_default, attr = td_default;
	char ab[16];

	if (cl != NULL) {
		st->cl = cl;
		ctx = cl->descattr;
		attr = cl->stmtattr;
		for (const dt_node_t *pd = n->args; pd != NULL; pd = pd->next)
			ctx = dt_attr_min(ctx, td_ctxattr(pd));
	}
	fprintf(st->fp, "CLAUSE attr=%s\n", td_attrstr(attr, ab, sizeof(ab)));
	for (const dt_node_t *pd = n->args; pd != NULL; pd = pd->next)
		td_node(st, pd, depth + 1);
	td_indent(st, depth);
	fprintf(st->fp, "CTXATTR %s\n", td_attrstr(ctx, ab, sizeof(ab)));
	if (n->x != NULL) {
		td_indent(st, depth);
		fputs("PREDICATE /\n", st->fp);
		td_node(st, n->x, depth + 1);
		td_indent(st, depth);
		fputs("/\n", st->fp);
	}
	td_indent(st, depth);
	fputs("ACTION\n", st->fp);
	for (const dt_node_t *s = n->body; s != NULL; s = s->next)
		td_stmt(st, s, depth + 1);
	st->cl = saved;
}

/* the variable form: VARIABLE, with an associative array's keys */
static void
td_variable(td_state_t *st, const dt_node_t *id, const dt_node_t *keys, const char *desc,
    int depth)
{
	const char *assigned = "";

	if (td_is_var(id))
		assigned = id->var != NULL && id->var->alloca > 0 ? "(alloca-assigned) " :
		    "(normally-assigned) ";
	fprintf(st->fp, "VARIABLE %s%s%s (%s)\n", st->cooked ? assigned : "",
	    id->idkind == DT_IDENT_THIS ? "this->" : id->idkind == DT_IDENT_SELF ? "self->" : "",
	    id->str != NULL ? id->str : "", desc);
	if (keys == NULL)
		return;
	td_indent(st, depth);
	fputs("[\n", st->fp);
	td_list(st, keys, depth + 1);
	td_indent(st, depth);
	fputs("]\n", st->fp);
}

static void
td_aggregate(td_state_t *st, const dt_node_t *agg, const dt_node_t *fn, dt_attr_t a, int depth)
{
	char ab[16];

	fprintf(st->fp, "AGGREGATE @%s attr=%s [\n", agg->str[0] == '@' ? agg->str + 1 : agg->str,
	    td_attrstr(a, ab, sizeof(ab)));
	td_list(st, agg->args, depth + 1);
	td_indent(st, depth);
	fputs("]\n", st->fp);
	if (fn != NULL) {
		td_indent(st, depth);
		fputs("=\n", st->fp);
		td_node(st, fn, depth + 1);
	}
}

static void
td_node(td_state_t *st, const dt_node_t *n, int depth)
{
	char d[256], ab[16];

	if (n == NULL || n->kind == DT_NODE_EMPTY || n->kind == DT_NODE_PRAGMA ||
	    n->kind == DT_NODE_DECL)
		return;
	td_indent(st, depth);
	switch (n->kind) {
	case DT_NODE_INT:
		fprintf(st->fp, "INT 0x%llx (%s)\n", (unsigned long long)n->ival,
		    td_desc(st, n, d, sizeof(d)));
		break;
	case DT_NODE_STR:
		fputs("STRING \"", st->fp);
		td_string(st, n->str, n->slen);
		fprintf(st->fp, "\" (%s)\n", td_desc(st, n, d, sizeof(d)));
		break;
	case DT_NODE_IDENT:
		if (n->idkind == DT_IDENT_ENUM || n->idkind == DT_IDENT_FUNC ||
		    n->idkind == DT_IDENT_SUBR || n->idkind == DT_IDENT_AGGFUNC)
			fprintf(st->fp, "IDENT %s (%s)\n", n->str, td_desc(st, n, d, sizeof(d)));
		else
			td_variable(st, n, NULL, td_desc(st, n, d, sizeof(d)), depth);
		break;
	case DT_NODE_AGG:
		td_aggregate(st, n, NULL, td_attr(st, n), depth);
		break;
	case DT_NODE_CALL:
		fprintf(st->fp, "FUNC %s (%s)\n", n->str, td_desc(st, n, d, sizeof(d)));
		td_list(st, n->args, depth + 1);
		break;
	case DT_NODE_OP1:
		fprintf(st->fp, "OP1 %s (%s)\n", dt_opname(n->op), td_desc(st, n, d, sizeof(d)));
		td_node(st, n->l, depth + 1);
		break;
	case DT_NODE_POSTFIX:
		fprintf(st->fp, "OP1 %s (%s)\n", n->op == T_INC ? "++" : "--",
		    td_desc(st, n, d, sizeof(d)));
		td_node(st, n->l, depth + 1);
		break;
	case DT_NODE_SIZEOF:
		fprintf(st->fp, "OP1 sizeof (%s)\n", td_desc(st, n, d, sizeof(d)));
		td_node(st, n->l, depth + 1);
		break;
	case DT_NODE_OP2:
		if (n->op == '=' && n->l != NULL && n->l->kind == DT_NODE_AGG) {
			td_aggregate(st, n->l, n->r, td_attr(st, n), depth);
			break;
		}
		fprintf(st->fp, "OP2 %s (%s)\n", dt_opname(n->op), td_desc(st, n, d, sizeof(d)));
		td_node(st, n->l, depth + 1);
		td_node(st, n->r, depth + 1);
		break;
	case DT_NODE_OP3:
		fprintf(st->fp, "OP3 (%s)\n", td_desc(st, n, d, sizeof(d)));
		td_node(st, n->x, depth + 1);
		td_after(st, "?", n->l, depth);
		td_after(st, ":", n->r, depth);
		break;
	case DT_NODE_CAST:
	case DT_NODE_XLATE:
		fprintf(st->fp, "OP2 %s (%s)\n", n->kind == DT_NODE_CAST ? "(" : "xlate",
		    td_desc(st, n, d, sizeof(d)));
		td_node(st, n->x, depth + 1);
		td_node(st, n->l, depth + 1);
		break;
	case DT_NODE_INDEX:
		if (n->l->kind == DT_NODE_IDENT) {
			td_variable(st, n->l, n->args, td_desc(st, n, d, sizeof(d)), depth);
			break;
		}
		fprintf(st->fp, "OP2 [ (%s)\n", td_desc(st, n, d, sizeof(d)));
		td_node(st, n->l, depth + 1);
		td_list(st, n->args, depth + 1);
		break;
	case DT_NODE_MEMBER:
		td_desc(st, n, d, sizeof(d));
		fprintf(st->fp, "OP2 %s (%s)\n", n->op == T_ARROW ? "->" : ".", d);
		td_node(st, n->l, depth + 1);
		td_indent(st, depth + 1);
		fprintf(st->fp, "IDENT %s (%s)\n", n->str, d);
		break;
	case DT_NODE_OFFSETOF:
		fprintf(st->fp, "FUNC offsetof (%s)\n", td_desc(st, n, d, sizeof(d)));
		td_node(st, n->x, depth + 1);
		td_indent(st, depth);
		fputs(",\n", st->fp);
		td_indent(st, depth + 1);
		fprintf(st->fp, "IDENT %s\n", n->str);
		break;
	case DT_NODE_TYPE:
		fprintf(st->fp, "TYPE (%s) %s\n", td_desc(st, n, d, sizeof(d)), td_typename(st, n));
		break;
	case DT_NODE_SYM:
		fprintf(st->fp, "SYMBOL %s (%s)\n", n->str, td_desc(st, n, d, sizeof(d)));
		break;
	case DT_NODE_EXPRSTMT: {
		const dt_node_t *e = n->l;
		int producer = e->kind == DT_NODE_CALL && e->idkind == DT_IDENT_FUNC;

		fprintf(st->fp, "%s attr=%s\n", producer ? "D PRODUCER" : "D EXPRESSION",
		    td_attrstr(td_attr(st, e), ab, sizeof(ab)));
		td_node(st, e, depth + 1);
		break;
	}
	case DT_NODE_IF:
		fprintf(st->fp, "IF attr=%s CONDITION:\n", td_attrstr(td_attr(st, n->x), ab,
		    sizeof(ab)));
		td_node(st, n->x, depth + 1);
		td_indent(st, depth);
		fputs("IF BODY:\n", st->fp);
		td_stmt(st, n->l, depth + 1);
		if (n->r != NULL) {
			td_indent(st, depth);
			fputs("IF ELSE:\n", st->fp);
			td_stmt(st, n->r, depth + 1);
		}
		break;
	case DT_NODE_BLOCK:	/* a request: DTrace's program node */
		fprintf(st->fp, "PROGRAM attr=%s\n", td_attrstr(td_default, ab, sizeof(ab)));
		for (const dt_node_t *k = n->body; k != NULL; k = k->next)
			td_node(st, k, depth + 1);
		break;
	case DT_NODE_CLAUSE:
		td_clausenode(st, n, depth);
		break;
	case DT_NODE_PDESC:
		td_pdesc(st, n);
		break;
	case DT_NODE_XLATOR:
		fprintf(st->fp, "XLATOR (%s)\n", td_desc(st, n, d, sizeof(d)));
		break;
	case DT_NODE_PROVIDER:
		fprintf(st->fp, "PROVIDER %s (decl)\n", n->str != NULL ? n->str : "");
		break;
	default:
		fprintf(st->fp, "<bad node, kind %d>\n", (int)n->kind);
		break;
	}
}

/*
 * Dump n (a request's root, or at pass 2 the clause cl checked) if -x tree
 * asks for pass `pass` and the consumer takes dumps.
 */
void
dt_treedump(dtrace_hdl_t *dtp, int pass, const dt_node_t *n, const dt_clause_t *cl)
{
	td_state_t st = { .dtp = dtp, .cooked = pass >= 2, .pgp = dtp->prog, .cl = cl };
	char *text = NULL;
	size_t len = 0;

	if (n == NULL || !(dtp->treedump & (1 << (pass - 1))) || dtp->dumphdlr == NULL)
		return;
	if ((st.fp = open_memstream(&text, &len)) == NULL)
		dt_oom();
	fprintf(st.fp, "Parse tree (Pass %d):\n", pass);
	td_node(&st, n, 1);
	fclose(st.fp);
	if (text == NULL)
		dt_oom();
	dt_dump(dtp, text);
	free(text);
}
