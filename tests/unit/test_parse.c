/*
 * test_parse.c: unit tests for the D lexer and parser (dt_lex.c, dt_parse.c).
 *
 * The tests parse D text with dt_parse() on a handle built here (no BPF, no
 * privileges: dtrace_open() would probe the kernel) and compare the tree,
 * printed as an S-expression, with the expected one:
 *
 *	(clause (pdesc "syscall::read:entry") (pred (> (ident pid) (int 0)))
 *	    (body (expr (call trace (int 1)))))
 *
 * Errors are compared by tag (D_SYNTAX, ...) and by the line number of the
 * message ("line N: ..."), which the tests put on a line other than the
 * first.  The last part feeds seeded random bytes, random token soups and
 * mutated programs to the parser: each input must either parse or fail with
 * a D_ tag and a line, and never crash.  Each of these runs in a child, so a
 * crash or a sanitizer report (build with SANITIZE=1: ASan, UBSan and
 * LeakSanitizer) fails one check and the other groups still run.
 *
 * Blocks marked "regression test" pin bugs this test found and that were
 * fixed; those that could crash the process run in a child.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "dt_impl.h"
#include "dt_lex.h"
#include "unit.h"
#include "dt_front.h"

#define NELEM(a)	((int)(sizeof(a) / sizeof((a)[0])))

static dtrace_hdl_t *g_dtp;

/* ---- a growing string ---------------------------------------------------- */
typedef struct sbuf {
	char *s;
	size_t n, cap;
} sbuf_t;

static void __attribute__((format(printf, 2, 3)))
sb_printf(sbuf_t *sb, const char *fmt, ...)
{
	va_list ap;
	int k;

	for (;;) {
		size_t room = sb->cap - sb->n;

		va_start(ap, fmt);
		k = vsnprintf(sb->s ? sb->s + sb->n : NULL, sb->s ? room : 0, fmt, ap);
		va_end(ap);
		if (sb->s != NULL && (size_t)k < room) {
			sb->n += k;
			return;
		}
		sb->cap = (sb->cap + k + 1) * 2;
		sb->s = realloc(sb->s, sb->cap);
		if (sb->s == NULL)
			abort();
	}
}

static void
sb_quoted(sbuf_t *sb, const char *s, size_t len)
{
	sb_printf(sb, "\"");
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '"' || c == '\\')
			sb_printf(sb, "\\%c", c);
		else if (c == '\n')
			sb_printf(sb, "\\n");
		else if (c == '\t')
			sb_printf(sb, "\\t");
		else if (c < 0x20 || c >= 0x7f)
			sb_printf(sb, "\\x%02x", c);
		else
			sb_printf(sb, "%c", c);
	}
	sb_printf(sb, "\"");
}

/* ---- the AST printer ----------------------------------------------------- */
static const char *
op_name(int op)
{
	static char buf[8];

	switch (op) {
	case T_INC: return "++";
	case T_DEC: return "--";
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
	case T_UMINUS: return "neg";
	case T_UPLUS: return "pos";
	case T_DEREF: return "deref";
	case T_ADDROF: return "addr";
	case T_PREINC: return "pre++";
	case T_PREDEC: return "pre--";
	case T_STRINGOF: return "stringof";
	default:
		if (op > 0 && op < 256) {
			snprintf(buf, sizeof(buf), "%c", op);
			return buf;
		}
		snprintf(buf, sizeof(buf), "op%d", op);
		return buf;
	}
}

static void pr_node(sbuf_t *, const dt_node_t *);

/* " a b c" for a list */
static void
pr_list(sbuf_t *sb, const dt_node_t *n)
{
	for (; n != NULL; n = n->next) {
		sb_printf(sb, " ");
		pr_node(sb, n);
	}
}

static void
pr_node(sbuf_t *sb, const dt_node_t *n)
{
	if (n == NULL) {
		sb_printf(sb, "nil");
		return;
	}
	switch (n->kind) {
	case DT_NODE_INT:
		sb_printf(sb, "(int %lld)", (long long)n->ival);
		break;
	case DT_NODE_STR:
		sb_printf(sb, "(str ");
		sb_quoted(sb, n->str, n->slen);
		sb_printf(sb, ")");
		break;
	case DT_NODE_IDENT:
		sb_printf(sb, "(%s %s)", n->idkind == DT_IDENT_SELF ? "self" :
		    n->idkind == DT_IDENT_THIS ? "this" : "ident", n->str);
		break;
	case DT_NODE_AGG:
		sb_printf(sb, "(agg @%s", n->str);
		pr_list(sb, n->args);
		sb_printf(sb, ")");
		break;
	case DT_NODE_CALL:
		sb_printf(sb, "(call %s", n->str);
		pr_list(sb, n->args);
		sb_printf(sb, ")");
		break;
	case DT_NODE_OP1:
		sb_printf(sb, "(%s ", op_name(n->op));
		pr_node(sb, n->l);
		sb_printf(sb, ")");
		break;
	case DT_NODE_OP2:
		sb_printf(sb, "(%s ", op_name(n->op));
		pr_node(sb, n->l);
		sb_printf(sb, " ");
		pr_node(sb, n->r);
		sb_printf(sb, ")");
		break;
	case DT_NODE_OP3:
		sb_printf(sb, "(?: ");
		pr_node(sb, n->x);
		sb_printf(sb, " ");
		pr_node(sb, n->l);
		sb_printf(sb, " ");
		pr_node(sb, n->r);
		sb_printf(sb, ")");
		break;
	case DT_NODE_CAST:
		sb_printf(sb, "(cast ");
		pr_node(sb, n->x);
		sb_printf(sb, " ");
		pr_node(sb, n->l);
		sb_printf(sb, ")");
		break;
	case DT_NODE_SIZEOF:
		sb_printf(sb, "(sizeof ");
		pr_node(sb, n->l);
		sb_printf(sb, ")");
		break;
	case DT_NODE_POSTFIX:
		sb_printf(sb, "(post%s ", op_name(n->op));
		pr_node(sb, n->l);
		sb_printf(sb, ")");
		break;
	case DT_NODE_INDEX:
		sb_printf(sb, "(index ");
		pr_node(sb, n->l);
		pr_list(sb, n->args);
		sb_printf(sb, ")");
		break;
	case DT_NODE_MEMBER:
		sb_printf(sb, "(%s ", n->op == T_ARROW ? "->" : ".");
		pr_node(sb, n->l);
		sb_printf(sb, " %s)", n->str);
		break;
	case DT_NODE_TYPE:
		sb_printf(sb, "(type %s)", n->type != NULL ? n->type->name : "?");
		break;
	case DT_NODE_EXPRSTMT:
		sb_printf(sb, "(expr ");
		pr_node(sb, n->l);
		sb_printf(sb, ")");
		break;
	case DT_NODE_IF:
		sb_printf(sb, "(if ");
		pr_node(sb, n->x);
		sb_printf(sb, " ");
		pr_node(sb, n->l);
		if (n->r != NULL) {
			sb_printf(sb, " ");
			pr_node(sb, n->r);
		}
		sb_printf(sb, ")");
		break;
	case DT_NODE_BLOCK:
		sb_printf(sb, "(block");
		pr_list(sb, n->body);
		sb_printf(sb, ")");
		break;
	case DT_NODE_EMPTY:
		sb_printf(sb, "(empty)");
		break;
	case DT_NODE_CLAUSE:
		sb_printf(sb, "(clause");
		pr_list(sb, n->args);
		if (n->x != NULL) {
			sb_printf(sb, " (pred ");
			pr_node(sb, n->x);
			sb_printf(sb, ")");
		}
		if (n->ival) {
			sb_printf(sb, " (body");
			pr_list(sb, n->body);
			sb_printf(sb, ")");
		}
		sb_printf(sb, ")");
		break;
	case DT_NODE_PDESC:
		sb_printf(sb, "(pdesc ");
		sb_quoted(sb, n->str, strlen(n->str));
		sb_printf(sb, ")");
		break;
	case DT_NODE_PRAGMA:
		sb_printf(sb, "(pragma ");
		sb_quoted(sb, n->str, strlen(n->str));
		sb_printf(sb, ")");
		break;
	default:
		sb_printf(sb, "(kind%d)", (int)n->kind);
		break;
	}
}

/* ---- parsing helpers ----------------------------------------------------- */

/*
 * Parse src (of length len) and describe the result: the top-level nodes of
 * the tree separated by spaces, or "ERROR TAG N: message" (N the line of the
 * message).  The caller frees the string.
 */
static char *
describe_n(const char *src, size_t len)
{
	sbuf_t sb = { NULL, 0, 0 };
	dt_node_t *root = dt_parse(g_dtp, src, len, 0);

	if (root == NULL) {
		const char *msg = dtrace_errmsg(g_dtp);
		int line = -1, k = 0;

		if (sscanf(msg, "line %d: %n", &line, &k) < 1)
			k = 0;
		sb_printf(&sb, "ERROR %s %d: %s", dtrace_errtag(g_dtp), line, msg + k);
		return sb.s;
	}
	sb_printf(&sb, "%s", "");
	for (const dt_node_t *n = root->body; n != NULL; n = n->next) {
		if (n != root->body)
			sb_printf(&sb, " ");
		pr_node(&sb, n);
	}
	dt_node_free(root);
	return sb.s;
}

static char *
describe(const char *src)
{
	return describe_n(src, strlen(src));
}

static void
check_parse(const char *file, int line, const char *src, const char *exp)
{
	char *got = describe(src);

	ut_eq_str(got, exp, file, line, src, "expected");
	free(got);
}

/* the tree of expression e, parsed as the statement of a clause */
static void
check_expr(const char *file, int line, const char *e, const char *exp)
{
	sbuf_t src = { NULL, 0, 0 }, sb = { NULL, 0, 0 };
	dt_node_t *root;
	const dt_node_t *c, *s;

	sb_printf(&src, "BEGIN\n{\n\t%s;\n}\n", e);
	root = dt_parse(g_dtp, src.s, src.n, 0);
	if (root == NULL) {
		sb_printf(&sb, "ERROR %s %s", dtrace_errtag(g_dtp), dtrace_errmsg(g_dtp));
	} else if ((c = root->body) == NULL || c->kind != DT_NODE_CLAUSE ||
	    (s = c->body) == NULL || s->kind != DT_NODE_EXPRSTMT || s->next != NULL) {
		sb_printf(&sb, "unexpected shape: ");
		pr_list(&sb, root->body);
	} else {
		pr_node(&sb, s->l);
		/* the statement is on line 3 of the wrapper */
		if (s->line != 3 || s->l->line != 3)
			sb_printf(&sb, " [line %d/%d]", s->line, s->l->line);
	}
	dt_node_free(root);
	ut_eq_str(sb.s, exp, file, line, e, "expected");
	free(src.s);
	free(sb.s);
}

/* src fails with tag on line eline; msg, if not NULL, is part of the message */
static void
check_err(const char *file, int line, const char *src, const char *tag,
    int eline, const char *msg)
{
	dt_node_t *root = dt_parse(g_dtp, src, strlen(src), 0);
	int got = -1;

	if (root != NULL) {
		char *d = describe(src);

		ut_eq_str(d, "an error", file, line, src, tag);
		free(d);
		dt_node_free(root);
		return;
	}
	ut_eq_str(dtrace_errtag(g_dtp), tag, file, line, src, tag);
	sscanf(dtrace_errmsg(g_dtp), "line %d:", &got);
	ut_eq_int(got, eline, file, line, dtrace_errmsg(g_dtp), "line");
	if (msg != NULL && strstr(dtrace_errmsg(g_dtp), msg) == NULL)
		ut_eq_str(dtrace_errmsg(g_dtp), msg, file, line, src, "message containing");
	UT_CHECK(g_dtp->errjmp == NULL);
}

#define PARSE_IS(src, exp)	check_parse(__FILE__, __LINE__, (src), (exp))
#define EXPR_IS(e, exp)		check_expr(__FILE__, __LINE__, (e), (exp))
#define ERR_IS(src, tag, line)	check_err(__FILE__, __LINE__, (src), (tag), (line), NULL)
#define ERR_MSG(src, tag, line, msg) \
	check_err(__FILE__, __LINE__, (src), (tag), (line), (msg))


/* ---- probe descriptions, predicates, comments, pragmas ------------------- */
static void
test_pdescs(void)
{
	static const char *const globs[] = {
		"*", "?", "[a-z]", "syscall::open*:entry", ":::BEGIN", "BEGIN",
		"END", "ERROR", "tick-1s", "profile-97", "a:b:c:d", "syscall:::",
		"::read:", "*:*:*:*", "sys*::re?d:ent[rR]y", "syscall::[!w]*:return",
		"fbt:vmlinux:do_sys_open:entry", "pid123:libc.so.6:malloc:entry",
		"fbt:mod`sym:entry", "a\\:b", "syscall::read:entry",
		"tick-100ms", "x-y-z:1:2:3",
	};

	for (int i = 0; i < NELEM(globs); i++) {
		sbuf_t src = { NULL, 0, 0 }, exp = { NULL, 0, 0 };

		/* with a body */
		sb_printf(&src, "%s { }", globs[i]);
		sb_printf(&exp, "(clause (pdesc ");
		sb_quoted(&exp, globs[i], strlen(globs[i]));
		sb_printf(&exp, ") (body))");
		PARSE_IS(src.s, exp.s);
		/* with no space before the body, and with no body */
		src.n = 0;
		sb_printf(&src, "%s{}", globs[i]);
		PARSE_IS(src.s, exp.s);
		src.n = 0;
		exp.n = 0;
		sb_printf(&src, "%s", globs[i]);
		sb_printf(&exp, "(clause (pdesc ");
		sb_quoted(&exp, globs[i], strlen(globs[i]));
		sb_printf(&exp, "))");
		/* a description alone: only from the command line (-n) */
		ERR_MSG(src.s, "D_SYNTAX", 1, "expected predicate and/or actions");
		g_dtp->cflags = DTRACE_C_PSPEC;
		PARSE_IS(src.s, exp.s);
		g_dtp->cflags = 0;
		free(src.s);
		free(exp.s);
	}

	PARSE_IS("syscall::read:entry /pid > 0/ { trace(1); }",
	    "(clause (pdesc \"syscall::read:entry\") (pred (> (ident pid) (int 0)))"
	    " (body (expr (call trace (int 1)))))");

	/* several descriptions */
	PARSE_IS("BEGIN, END { }",
	    "(clause (pdesc \"BEGIN\") (pdesc \"END\") (body))");
	PARSE_IS("BEGIN,END,tick-1s{}",
	    "(clause (pdesc \"BEGIN\") (pdesc \"END\") (pdesc \"tick-1s\") (body))");
	PARSE_IS("syscall::read:entry,\nsyscall::write:entry\n,\n  syscall::open*:entry\n"
	    "/pid/\n{\n}\n",
	    "(clause (pdesc \"syscall::read:entry\") (pdesc \"syscall::write:entry\")"
	    " (pdesc \"syscall::open*:entry\") (pred (ident pid)) (body))");
	PARSE_IS("BEGIN, /* c */ END // c\n, ERROR {}",
	    "(clause (pdesc \"BEGIN\") (pdesc \"END\") (pdesc \"ERROR\") (body))");

	/* clauses without bodies, in sequence (as -n gives them) */
	ERR_MSG("BEGIN\n\nEND { }\n", "D_SYNTAX", 1, "expected predicate and/or actions");
	g_dtp->cflags = DTRACE_C_PSPEC;
	PARSE_IS("BEGIN\nEND\n",
	    "(clause (pdesc \"BEGIN\")) (clause (pdesc \"END\"))");
	PARSE_IS("BEGIN END",
	    "(clause (pdesc \"BEGIN\")) (clause (pdesc \"END\"))");
	PARSE_IS("BEGIN, END\ntick-1s { }",
	    "(clause (pdesc \"BEGIN\") (pdesc \"END\")) (clause (pdesc \"tick-1s\") (body))");
	/* a description that begins with a digit is a probe id, which the digits end */
	PARSE_IS("12", "(clause (pdesc \"12\"))");
	PARSE_IS("2-9 { }", "(clause (pdesc \"2\")) (clause (pdesc \"-9\") (body))");
	g_dtp->cflags = 0;
	PARSE_IS("BEGIN /x/",
	    "(clause (pdesc \"BEGIN\") (pred (ident x)))");
	PARSE_IS("BEGIN /x/\n",
	    "(clause (pdesc \"BEGIN\") (pred (ident x)))");
	PARSE_IS("BEGIN {} END {}\ntick-1s {}",
	    "(clause (pdesc \"BEGIN\") (body)) (clause (pdesc \"END\") (body))"
	    " (clause (pdesc \"tick-1s\") (body))");
	PARSE_IS("BEGIN {};;END {};",
	    "(clause (pdesc \"BEGIN\") (body)) (clause (pdesc \"END\") (body))");
	PARSE_IS("", "");
	PARSE_IS("  \n\t\n", "");
	PARSE_IS("/* only a comment */\n// and another\n", "");

	/* predicates: the closing '/' versus division */
	PARSE_IS("BEGIN /x / 2 > 1/ { }",
	    "(clause (pdesc \"BEGIN\") (pred (> (/ (ident x) (int 2)) (int 1))) (body))");
	PARSE_IS("BEGIN /x/2/{}",
	    "(clause (pdesc \"BEGIN\") (pred (/ (ident x) (int 2))) (body))");
	PARSE_IS("BEGIN /(a / b) == c/ {}",
	    "(clause (pdesc \"BEGIN\") (pred (== (/ (ident a) (ident b)) (ident c))) (body))");
	PARSE_IS("BEGIN /f(a /b)/ {}",
	    "(clause (pdesc \"BEGIN\") (pred (call f (/ (ident a) (ident b)))) (body))");
	PARSE_IS("BEGIN /a/\n\n{}",
	    "(clause (pdesc \"BEGIN\") (pred (ident a)) (body))");
	PARSE_IS("BEGIN /a/ /* comment */ {}",
	    "(clause (pdesc \"BEGIN\") (pred (ident a)) (body))");
	PARSE_IS("BEGIN /a/ // comment\n{}",
	    "(clause (pdesc \"BEGIN\") (pred (ident a)) (body))");
	PARSE_IS("BEGIN /a /* comment */ / b/ {}",
	    "(clause (pdesc \"BEGIN\") (pred (/ (ident a) (ident b))) (body))");
	PARSE_IS("BEGIN /execname == \"a/b\"/ {}",
	    "(clause (pdesc \"BEGIN\") (pred (== (ident execname) (str \"a/b\"))) (body))");
	/* "/=" is one token, as in C (the checker rejects the assignment) */
	PARSE_IS("BEGIN /x /= 2/ {}",
	    "(clause (pdesc \"BEGIN\") (pred (/= (ident x) (int 2))) (body))");

	/* comments everywhere */
	PARSE_IS("/* a */ BEGIN /* b */ { /* c */ x = 1; // d\n y = 2; /* e\n f */ } // g",
	    "(clause (pdesc \"BEGIN\") (body (expr (= (ident x) (int 1)))"
	    " (expr (= (ident y) (int 2)))))");
	PARSE_IS("BEGIN { x = 1 /* ; */ ; }",
	    "(clause (pdesc \"BEGIN\") (body (expr (= (ident x) (int 1)))))");
	PARSE_IS("BEGIN { x = \"/* not a comment */ // nor this\"; }",
	    "(clause (pdesc \"BEGIN\") (body (expr (= (ident x)"
	    " (str \"/* not a comment */ // nor this\")))))");
	PARSE_IS("BEGIN { x = a /**/ / b; }",
	    "(clause (pdesc \"BEGIN\") (body (expr (= (ident x) (/ (ident a) (ident b))))))");

	/* pragmas and line markers */
	PARSE_IS("#pragma D option quiet\nBEGIN { }",
	    "(pragma \"pragma D option quiet\") (clause (pdesc \"BEGIN\") (body))");
	PARSE_IS("  #pragma D option bufsize=4m\n#pragma D option switchrate=10hz\n",
	    "(pragma \"pragma D option bufsize=4m\") (pragma \"pragma D option switchrate=10hz\")");
	g_dtp->cflags = DTRACE_C_PSPEC;
	PARSE_IS("BEGIN\n#pragma D option quiet\nEND {}",
	    "(clause (pdesc \"BEGIN\")) (pragma \"pragma D option quiet\")"
	    " (clause (pdesc \"END\") (body))");
	g_dtp->cflags = 0;
	PARSE_IS("BEGIN {}\n#pragma D option quiet\n",
	    "(clause (pdesc \"BEGIN\") (body)) (pragma \"pragma D option quiet\")");
	PARSE_IS("# 12 \"file.d\"\nBEGIN {}\n", "(clause (pdesc \"BEGIN\") (body))");
	PARSE_IS("# 1 \"<stdin>\"\n# 1 \"<built-in>\"\n# 1 \"<command-line>\"\n"
	    "# 1 \"x.d\"\nBEGIN\n{\n}\n", "(clause (pdesc \"BEGIN\") (body))");

	/* lines of nodes */
	{
		const char *src = "\n#pragma D option quiet\nBEGIN,\nEND\n/x/\n{\n\ttrace(1);\n\n"
		    "\ty =\n\t    2;\n}\n# 40 \"f.d\"\ntick-1s\n{ exit(0); }\n";
		dt_node_t *root = dt_parse(g_dtp, src, strlen(src), 0);
		const dt_node_t *p, *c, *s;

		UT_CHECK(root != NULL);
		if (root != NULL) {
			p = root->body;
			UT_EQ_INT(p->kind, DT_NODE_PRAGMA);
			UT_EQ_INT(p->line, 2);
			c = p->next;
			UT_EQ_INT(c->kind, DT_NODE_CLAUSE);
			UT_EQ_INT(c->line, 3);
			UT_EQ_INT(c->args->line, 3);
			UT_EQ_INT(c->args->next->line, 4);
			UT_EQ_INT(c->x->line, 5);
			s = c->body;
			UT_EQ_INT(s->line, 7);
			UT_EQ_INT(s->next->line, 9);
			/* the '=': the line of the token after its right operand, as in DTrace */
			UT_EQ_INT(s->next->l->line, 10);
			UT_EQ_INT(s->next->l->r->line, 10);	/* the 2 */
			c = c->next;
			UT_EQ_INT(c->line, 40);
			UT_EQ_INT(c->body->line, 41);
			UT_CHECK(c->next == NULL);
			dt_node_free(root);
		}
	}
	/* a line marker sets the line of the next line */
	ERR_IS("BEGIN {}\n# 12 \"file.d\"\nEND {\n\tx = ;\n}\n", "D_SYNTAX", 13);
	ERR_IS("#line 100\nBEGIN {\n\tx = 1 +;\n}\n", "D_SYNTAX", 101);
	ERR_IS("# 7\n\n\nBEGIN { +++ }", "D_SYNTAX", 9);
}

/* ---- operators ----------------------------------------------------------- */
static void
test_operators(void)
{
	/* associativity */
	EXPR_IS("a = b = c", "(= (ident a) (= (ident b) (ident c)))");
	EXPR_IS("a - b - c", "(- (- (ident a) (ident b)) (ident c))");
	EXPR_IS("a / b / c", "(/ (/ (ident a) (ident b)) (ident c))");
	EXPR_IS("a << b >> c", "(>> (<< (ident a) (ident b)) (ident c))");
	EXPR_IS("a < b > c", "(> (< (ident a) (ident b)) (ident c))");
	EXPR_IS("a != b == c", "(== (!= (ident a) (ident b)) (ident c))");
	EXPR_IS("a && b && c", "(&& (&& (ident a) (ident b)) (ident c))");
	EXPR_IS("a ^^ b ^^ c", "(^^ (^^ (ident a) (ident b)) (ident c))");
	EXPR_IS("a || b || c", "(|| (|| (ident a) (ident b)) (ident c))");
	EXPR_IS("a ? b : c ? d : e",
	    "(?: (ident a) (ident b) (?: (ident c) (ident d) (ident e)))");
	EXPR_IS("a ? b ? c : d : e",
	    "(?: (ident a) (?: (ident b) (ident c) (ident d)) (ident e))");
	EXPR_IS("a += b -= c", "(+= (ident a) (-= (ident b) (ident c)))");
	EXPR_IS("a, b, c", "(, (, (ident a) (ident b)) (ident c))");

	/* precedence: each level against its neighbours (C's table, D's ^^) */
	EXPR_IS("a || b && c", "(|| (ident a) (&& (ident b) (ident c)))");
	EXPR_IS("a && b || c", "(|| (&& (ident a) (ident b)) (ident c))");
	EXPR_IS("a || b ^^ c", "(|| (ident a) (^^ (ident b) (ident c)))");
	EXPR_IS("a ^^ b || c", "(|| (^^ (ident a) (ident b)) (ident c))");
	EXPR_IS("a ^^ b && c", "(^^ (ident a) (&& (ident b) (ident c)))");
	EXPR_IS("a && b ^^ c", "(^^ (&& (ident a) (ident b)) (ident c))");
	EXPR_IS("a && b | c", "(&& (ident a) (| (ident b) (ident c)))");
	EXPR_IS("a | b && c", "(&& (| (ident a) (ident b)) (ident c))");
	EXPR_IS("a | b ^ c", "(| (ident a) (^ (ident b) (ident c)))");
	EXPR_IS("a ^ b | c", "(| (^ (ident a) (ident b)) (ident c))");
	EXPR_IS("a ^ b & c", "(^ (ident a) (& (ident b) (ident c)))");
	EXPR_IS("a & b ^ c", "(^ (& (ident a) (ident b)) (ident c))");
	EXPR_IS("a & b == c", "(& (ident a) (== (ident b) (ident c)))");
	EXPR_IS("a == b & c", "(& (== (ident a) (ident b)) (ident c))");
	EXPR_IS("a == b < c", "(== (ident a) (< (ident b) (ident c)))");
	EXPR_IS("a != b >= c", "(!= (ident a) (>= (ident b) (ident c)))");
	EXPR_IS("a <= b != c", "(!= (<= (ident a) (ident b)) (ident c))");
	EXPR_IS("a < b << c", "(< (ident a) (<< (ident b) (ident c)))");
	EXPR_IS("a >> b > c", "(> (>> (ident a) (ident b)) (ident c))");
	EXPR_IS("a << b + c", "(<< (ident a) (+ (ident b) (ident c)))");
	EXPR_IS("a - b >> c", "(>> (- (ident a) (ident b)) (ident c))");
	EXPR_IS("a + b * c", "(+ (ident a) (* (ident b) (ident c)))");
	EXPR_IS("a % b - c", "(- (% (ident a) (ident b)) (ident c))");
	EXPR_IS("a * b / c % d",
	    "(% (/ (* (ident a) (ident b)) (ident c)) (ident d))");
	EXPR_IS("a | b ^ c & d == e < f << g + h * i",
	    "(| (ident a) (^ (ident b) (& (ident c) (== (ident d) (< (ident e)"
	    " (<< (ident f) (+ (ident g) (* (ident h) (ident i)))))))))");
	EXPR_IS("a * b + c << d < e == f & g ^ h | i && j ^^ k || l",
	    "(|| (^^ (&& (| (^ (& (== (< (<< (+ (* (ident a) (ident b)) (ident c))"
	    " (ident d)) (ident e)) (ident f)) (ident g)) (ident h)) (ident i)) (ident j))"
	    " (ident k)) (ident l))");
	EXPR_IS("a || b ? c : d", "(?: (|| (ident a) (ident b)) (ident c) (ident d))");
	EXPR_IS("a = b ? c : d", "(= (ident a) (?: (ident b) (ident c) (ident d)))");
	EXPR_IS("a ? b, c : d", "(?: (ident a) (, (ident b) (ident c)) (ident d))");
	EXPR_IS("a ? b = 1 : c", "(?: (ident a) (= (ident b) (int 1)) (ident c))");
	EXPR_IS("a = 1, b = 2", "(, (= (ident a) (int 1)) (= (ident b) (int 2)))");
	EXPR_IS("(a, b)", "(, (ident a) (ident b))");
	EXPR_IS("(a + b) * c", "(* (+ (ident a) (ident b)) (ident c))");
	EXPR_IS("a * (b + c)", "(* (ident a) (+ (ident b) (ident c)))");
	EXPR_IS("((((a))))", "(ident a)");
	EXPR_IS("(int *)y", "(cast (type int *) (ident y))");
	EXPR_IS("(unsigned char **)y", "(cast (type unsigned char **) (ident y))");

	/* unary operators */
	EXPR_IS("-a * b", "(* (neg (ident a)) (ident b))");
	EXPR_IS("!a == b", "(== (! (ident a)) (ident b))");
	EXPR_IS("~a & b", "(& (~ (ident a)) (ident b))");
	EXPR_IS("+a", "(pos (ident a))");
	EXPR_IS("*p", "(deref (ident p))");
	EXPR_IS("&x", "(addr (ident x))");
	EXPR_IS("*p * *q", "(* (deref (ident p)) (deref (ident q)))");
	EXPR_IS("a & &b", "(& (ident a) (addr (ident b)))");
	EXPR_IS("- -a", "(neg (neg (ident a)))");
	EXPR_IS("-(-a)", "(neg (neg (ident a)))");
	EXPR_IS("!!a", "(! (! (ident a)))");
	EXPR_IS("-a - -b", "(- (neg (ident a)) (neg (ident b)))");
	EXPR_IS("stringof x", "(stringof (ident x))");
	EXPR_IS("stringof(x) == \"a\"", "(== (stringof (ident x)) (str \"a\"))");

	/* increment and decrement */
	EXPR_IS("x++", "(post++ (ident x))");
	EXPR_IS("x--", "(post-- (ident x))");
	EXPR_IS("++x", "(pre++ (ident x))");
	EXPR_IS("--x", "(pre-- (ident x))");
	EXPR_IS("x++ + ++y", "(+ (post++ (ident x)) (pre++ (ident y)))");
	EXPR_IS("a+++b", "(+ (post++ (ident a)) (ident b))");
	EXPR_IS("a---b", "(- (post-- (ident a)) (ident b))");
	EXPR_IS("-x++", "(neg (post++ (ident x)))");
	EXPR_IS("x++--", "(post-- (post++ (ident x)))");
	EXPR_IS("++self->x", "(pre++ (self x))");
	EXPR_IS("@a[1]++", "(post++ (agg @a (int 1)))");

	/* casts and sizeof */
	EXPR_IS("(int)x", "(cast (type int) (ident x))");
	EXPR_IS("(unsigned)x", "(cast (type unsigned int) (ident x))");
	EXPR_IS("(unsigned int)x", "(cast (type unsigned int) (ident x))");
	EXPR_IS("(unsigned long long)x", "(cast (type unsigned long long) (ident x))");
	EXPR_IS("(long long)x", "(cast (type long long) (ident x))");
	EXPR_IS("(signed char)x", "(cast (type char) (ident x))");
	/* specifiers in any order, as C takes them */
	EXPR_IS("(long unsigned int)x", "(cast (type unsigned long) (ident x))");
	EXPR_IS("(int long unsigned long)x", "(cast (type unsigned long long) (ident x))");
	EXPR_IS("(const unsigned volatile short)x", "(cast (type unsigned short) (ident x))");
	EXPR_IS("(short int)x", "(cast (type short) (ident x))");
	EXPR_IS("(signed)x", "(cast (type int) (ident x))");
	EXPR_IS("(char unsigned)x", "(cast (type unsigned char) (ident x))");
	EXPR_IS("(long)x", "(cast (type long) (ident x))");
	EXPR_IS("(const char *)x", "(cast (type char *) (ident x))");
	EXPR_IS("(uint64_t)x", "(cast (type uint64_t) (ident x))");
	EXPR_IS("(string)x", "(cast (type string) (ident x))");
	EXPR_IS("(int)x + 1", "(+ (cast (type int) (ident x)) (int 1))");
	EXPR_IS("(int)-x", "(cast (type int) (neg (ident x)))");
	EXPR_IS("(char)(int)x", "(cast (type char) (cast (type int) (ident x)))");
	EXPR_IS("(int)x++", "(cast (type int) (post++ (ident x)))");
	EXPR_IS("(int)x.y", "(cast (type int) (. (ident x) y))");
	EXPR_IS("(int)x[1]", "(cast (type int) (index (ident x) (int 1)))");
	EXPR_IS("(int)f()", "(cast (type int) (call f))");
	EXPR_IS("(int)(x + 1)", "(cast (type int) (+ (ident x) (int 1)))");
	EXPR_IS("(x)", "(ident x)");
	EXPR_IS("(x) + 1", "(+ (ident x) (int 1))");
	EXPR_IS("sizeof(int)", "(sizeof (type int))");
	EXPR_IS("sizeof (unsigned long)", "(sizeof (type unsigned long))");
	EXPR_IS("sizeof x", "(sizeof (ident x))");
	EXPR_IS("sizeof(x)", "(sizeof (ident x))");
	EXPR_IS("sizeof x + 1", "(+ (sizeof (ident x)) (int 1))");
	EXPR_IS("sizeof(int) * 2", "(* (sizeof (type int)) (int 2))");
	EXPR_IS("sizeof -x", "(sizeof (neg (ident x)))");
	EXPR_IS("sizeof sizeof x", "(sizeof (sizeof (ident x)))");
	EXPR_IS("sizeof((int)x)", "(sizeof (cast (type int) (ident x)))");
	/* as in C, "sizeof (int)" is complete: "sizeof (int)x" is an error */
	EXPR_IS("sizeof (int)x", "ERROR D_SYNTAX line 3: syntax error near \"x\"");

	/* assignments */
	{
		static const char *const ops[] = {
			"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
		};

		for (int i = 0; i < NELEM(ops); i++) {
			char e[64], exp[128];

			snprintf(e, sizeof(e), "x %s 1", ops[i]);
			snprintf(exp, sizeof(exp), "(%s (ident x) (int 1))", ops[i]);
			EXPR_IS(e, exp);
			snprintf(e, sizeof(e), "x%sy %s z", ops[i], ops[i]);
			snprintf(exp, sizeof(exp), "(%s (ident x) (%s (ident y) (ident z)))",
			    ops[i], ops[i]);
			EXPR_IS(e, exp);
		}
	}
	EXPR_IS("x = y || z", "(= (ident x) (|| (ident y) (ident z)))");
	EXPR_IS("x = y, z", "(, (= (ident x) (ident y)) (ident z))");

	/* aggregations, variables, members, indexing and calls */
	EXPR_IS("@a[k1, k2] = count()",
	    "(= (agg @a (ident k1) (ident k2)) (call count))");
	EXPR_IS("@ = sum(1)", "(= (agg @) (call sum (int 1)))");
	EXPR_IS("@[execname] = count()", "(= (agg @ (ident execname)) (call count))");
	EXPR_IS("@counts[probefunc, pid % 2] = sum(arg0 + 1)",
	    "(= (agg @counts (ident probefunc) (% (ident pid) (int 2)))"
	    " (call sum (+ (ident arg0) (int 1))))");
	EXPR_IS("@_x1 = max(y)", "(= (agg @_x1) (call max (ident y)))");
	EXPR_IS("self->x", "(self x)");
	EXPR_IS("self->x = 1", "(= (self x) (int 1))");
	EXPR_IS("this->y", "(this y)");
	EXPR_IS("this->y + self->x", "(+ (this y) (self x))");
	EXPR_IS("self->p->q", "(-> (self p) q)");
	EXPR_IS("self -> x", "(self x)");
	EXPR_IS("a.b", "(. (ident a) b)");
	EXPR_IS("a->b", "(-> (ident a) b)");
	EXPR_IS("a.b.c", "(. (. (ident a) b) c)");
	EXPR_IS("a->b.c->d", "(-> (. (-> (ident a) b) c) d)");
	EXPR_IS("a[1]", "(index (ident a) (int 1))");
	EXPR_IS("a[1][2]", "(index (index (ident a) (int 1)) (int 2))");
	EXPR_IS("a[i, j]", "(index (ident a) (ident i) (ident j))");
	EXPR_IS("a[1].b->c", "(-> (. (index (ident a) (int 1)) b) c)");
	EXPR_IS("-a[1]", "(neg (index (ident a) (int 1)))");
	EXPR_IS("*a->b", "(deref (-> (ident a) b))");
	EXPR_IS("&a.b", "(addr (. (ident a) b))");
	EXPR_IS("f()", "(call f)");
	EXPR_IS("f(1)", "(call f (int 1))");
	EXPR_IS("f(1, 2, 3)", "(call f (int 1) (int 2) (int 3))");
	EXPR_IS("f(a, (b, c))", "(call f (ident a) (, (ident b) (ident c)))");
	EXPR_IS("f(a = 1, b ? c : d)",
	    "(call f (= (ident a) (int 1)) (?: (ident b) (ident c) (ident d)))");
	EXPR_IS("f(g(h()))", "(call f (call g (call h)))");
	EXPR_IS("f(1)[2]", "(index (call f (int 1)) (int 2))");
	EXPR_IS("f(x)->y", "(-> (call f (ident x)) y)");
	EXPR_IS("printf(\"%d %s\\n\", pid, execname)",
	    "(call printf (str \"%d %s\\n\") (ident pid) (ident execname))");
	EXPR_IS("-f(x) * 2", "(* (neg (call f (ident x))) (int 2))");

	/* the lexer takes the longest operator */
	EXPR_IS("a<<=b", "(<<= (ident a) (ident b))");
	EXPR_IS("a<<b", "(<< (ident a) (ident b))");
	EXPR_IS("a<=b", "(<= (ident a) (ident b))");
	EXPR_IS("a>>=b", "(>>= (ident a) (ident b))");
	EXPR_IS("a&&b", "(&& (ident a) (ident b))");
	EXPR_IS("a&=b", "(&= (ident a) (ident b))");
	EXPR_IS("a^^b", "(^^ (ident a) (ident b))");
	EXPR_IS("a^=b", "(^= (ident a) (ident b))");
	EXPR_IS("a||b", "(|| (ident a) (ident b))");
	EXPR_IS("a==b", "(== (ident a) (ident b))");
	EXPR_IS("a!=b", "(!= (ident a) (ident b))");
	EXPR_IS("a->b", "(-> (ident a) b)");
	EXPR_IS("a- >b", "ERROR D_SYNTAX line 3: syntax error near \">\"");
	EXPR_IS("a+ +b", "(+ (ident a) (pos (ident b)))");
	EXPR_IS("a- -b", "(- (ident a) (neg (ident b)))");
}

/* ---- statements ---------------------------------------------------------- */
static void
test_statements(void)
{
	PARSE_IS("BEGIN { x = 1; y = 2 }",
	    "(clause (pdesc \"BEGIN\") (body (expr (= (ident x) (int 1)))"
	    " (expr (= (ident y) (int 2)))))");
	PARSE_IS("BEGIN { ; ; }",
	    "(clause (pdesc \"BEGIN\") (body (empty) (empty)))");
	PARSE_IS("BEGIN { { x = 1; } { } }",
	    "(clause (pdesc \"BEGIN\") (body (block (expr (= (ident x) (int 1)))) (block)))");
	PARSE_IS("BEGIN { if (a) x = 1; else { y = 2; } }",
	    "(clause (pdesc \"BEGIN\") (body (if (ident a) (expr (= (ident x) (int 1)))"
	    " (block (expr (= (ident y) (int 2)))))))");
	PARSE_IS("BEGIN { if (a) if (b) x(); else y(); }",
	    "(clause (pdesc \"BEGIN\") (body (if (ident a) (if (ident b) (expr (call x))"
	    " (expr (call y))))))");
	PARSE_IS("BEGIN { if (a) { } else if (b) { } else ; }",
	    "(clause (pdesc \"BEGIN\") (body (if (ident a) (block) (if (ident b) (block)"
	    " (empty)))))");
	PARSE_IS("BEGIN { trace(1) }",
	    "(clause (pdesc \"BEGIN\") (body (expr (call trace (int 1)))))");
	PARSE_IS("BEGIN { { trace(1) } }",
	    "(clause (pdesc \"BEGIN\") (body (block (expr (call trace (int 1))))))");
	PARSE_IS("BEGIN{x=1;}END{y=2;}",
	    "(clause (pdesc \"BEGIN\") (body (expr (= (ident x) (int 1)))))"
	    " (clause (pdesc \"END\") (body (expr (= (ident y) (int 2)))))");
	/* moderate nesting is fine */
	{
		sbuf_t s = { NULL, 0, 0 }, e = { NULL, 0, 0 };

		sb_printf(&s, "BEGIN { ");
		sb_printf(&e, "(clause (pdesc \"BEGIN\") (body ");
		for (int i = 0; i < 200; i++) {
			sb_printf(&s, "{ if (!x) ");
			sb_printf(&e, "(block (if (! (ident x)) ");
		}
		sb_printf(&s, "y = ");
		sb_printf(&e, "(expr (= (ident y) ");
		for (int i = 0; i < 200; i++) {
			sb_printf(&s, "(-");
			sb_printf(&e, "(neg ");
		}
		sb_printf(&s, "1");
		sb_printf(&e, "(int 1)");
		for (int i = 0; i < 200; i++) {
			sb_printf(&s, ")");
			sb_printf(&e, ")");
		}
		sb_printf(&s, ";");
		sb_printf(&e, "))");
		for (int i = 0; i < 200; i++) {
			sb_printf(&s, " }");
			sb_printf(&e, "))");
		}
		sb_printf(&s, " }");
		sb_printf(&e, "))");
		PARSE_IS(s.s, e.s);
		free(s.s);
		free(e.s);
	}
	/* a '}' closes only its own block */
	PARSE_IS("BEGIN { { { } } x = 1; }",
	    "(clause (pdesc \"BEGIN\") (body (block (block)) (expr (= (ident x) (int 1)))))");
}

/* ---- literals ------------------------------------------------------------ */

/* the value and type (and size, unless 0) of integer constant text in a clause body */
static void
check_int(const char *file, int line, const char *text, int64_t val, const char *type, int size)
{
	sbuf_t src = { NULL, 0, 0 };
	dt_node_t *root;
	const dt_node_t *e;

	sb_printf(&src, "BEGIN { x = %s; }", text);
	root = dt_parse(g_dtp, src.s, src.n, 0);
	if (root == NULL) {
		ut_eq_str(dtrace_errmsg(g_dtp), "no error", file, line, text, "");
		free(src.s);
		return;
	}
	e = root->body->body->l->r;
	ut_eq_int(e->kind, DT_NODE_INT, file, line, text, "DT_NODE_INT");
	ut_eq_uint((uint64_t)e->ival, (uint64_t)val, file, line, text, "value");
	ut_eq_str(e->type != NULL ? e->type->name : NULL, type, file, line, text, "type");
	if (size != 0 && e->type != NULL)
		ut_eq_int(e->type->size, size, file, line, text, "size");
	dt_node_free(root);
	free(src.s);
}
#define INT_IS(text, val, type)	check_int(__FILE__, __LINE__, (text), (val), (type), 0)
#define INT_SIZED(text, val, type, size) \
	check_int(__FILE__, __LINE__, (text), (val), (type), (size))

/* the bytes of string literal text */
static void
check_str(const char *file, int line, const char *text, const char *bytes, size_t len)
{
	sbuf_t src = { NULL, 0, 0 };
	dt_node_t *root;
	const dt_node_t *e;

	sb_printf(&src, "BEGIN { x = %s; }", text);
	root = dt_parse(g_dtp, src.s, src.n, 0);
	if (root == NULL) {
		ut_eq_str(dtrace_errmsg(g_dtp), "no error", file, line, text, "");
		free(src.s);
		return;
	}
	e = root->body->body->l->r;
	ut_eq_int(e->kind, DT_NODE_STR, file, line, text, "DT_NODE_STR");
	if (e->kind == DT_NODE_STR) {
		ut_eq_int(e->slen, len, file, line, text, "length");
		ut_check(e->slen == len && memcmp(e->str, bytes, len) == 0, file, line, text);
		ut_check(e->str[e->slen] == '\0', file, line, "NUL-terminated");
	}
	dt_node_free(root);
	free(src.s);
}
#define STR_IS(text, bytes) \
	check_str(__FILE__, __LINE__, (text), (bytes), sizeof(bytes) - 1)

static void
test_literals(void)
{
	/* decimal: int, then long (then unsigned long, as DTrace) */
	INT_IS("0", 0, "int");
	INT_IS("42", 42, "int");
	INT_IS("2147483647", 2147483647, "int");
	INT_IS("2147483648", 2147483648LL, "long");
	INT_IS("4294967295", 4294967295LL, "long");
	INT_IS("4294967296", 4294967296LL, "long");
	INT_IS("9223372036854775807", INT64_MAX, "long");
	INT_IS("9223372036854775808", (int64_t)0x8000000000000000ULL, "unsigned long");
	INT_IS("18446744073709551615", -1, "unsigned long");
	/* hexadecimal and octal: int, unsigned int, long, unsigned long */
	INT_IS("0x0", 0, "int");
	INT_IS("0x7fffffff", 0x7fffffff, "int");
	INT_IS("0x80000000", 0x80000000LL, "unsigned int");
	INT_IS("0xffffffff", 0xffffffffLL, "unsigned int");
	INT_IS("0XFFFFFFFF", 0xffffffffLL, "unsigned int");
	INT_IS("0x100000000", 0x100000000LL, "long");
	INT_IS("0x7fffffffffffffff", INT64_MAX, "long");
	INT_IS("0x8000000000000000", (int64_t)0x8000000000000000ULL, "unsigned long");
	INT_IS("0xffffffffffffffff", -1, "unsigned long");
	INT_IS("0xaBc", 0xabc, "int");
	INT_IS("017", 15, "int");
	INT_IS("00", 0, "int");
	INT_IS("017777777777", 0x7fffffff, "int");
	INT_IS("020000000000", 0x80000000LL, "unsigned int");
	INT_IS("037777777777", 0xffffffffLL, "unsigned int");
	INT_IS("040000000000", 0x100000000LL, "long");
	INT_IS("01777777777777777777777", -1, "unsigned long");
	/* suffixes */
	INT_IS("1u", 1, "unsigned int");
	INT_IS("1U", 1, "unsigned int");
	INT_IS("4294967295u", 4294967295LL, "unsigned int");
	INT_IS("4294967296u", 4294967296LL, "unsigned long");
	INT_IS("1l", 1, "long");
	INT_IS("1L", 1, "long");
	INT_IS("1ul", 1, "unsigned long");
	INT_IS("1UL", 1, "unsigned long");
	INT_IS("1ll", 1, "long long");
	INT_IS("1LL", 1, "long long");
	INT_IS("1ull", 1, "unsigned long long");
	INT_IS("1lL", 1, "long long");	/* DTrace's [uU]?[lL]?[lL]? */
	INT_IS("0x10UL", 16, "unsigned long");
	INT_IS("0xffffffffffffffffll", -1, "unsigned long long");
	INT_IS("18446744073709551615ul", -1, "unsigned long");
	/* a minus sign is an operator */
	EXPR_IS("-2147483648", "(neg (int 2147483648))");

	/* character constants: ints (long past 31 bits), the bytes unsigned, as in DTrace */
	INT_IS("'a'", 'a', "int");
	INT_IS("'\\n'", '\n', "int");
	INT_IS("'\\t'", '\t', "int");
	INT_IS("'\\0'", 0, "int");
	INT_IS("'\\x41'", 0x41, "int");
	INT_IS("'\\101'", 0101, "int");
	INT_IS("'\\''", '\'', "int");
	INT_IS("'\"'", '"', "int");
	INT_IS("'\\\\'", '\\', "int");
	INT_IS("'\\377'", 255, "int");
	INT_IS("'\\xff'", 255, "int");
	INT_IS("'\\x7f'", 0x7f, "int");
	INT_IS("' '", ' ', "int");
	INT_IS("'ab'", 0x6162, "int");
	INT_IS("'abcd'", 0x61626364, "int");
	INT_IS("'\\0a'", 0x61, "int");
	INT_IS("'\\xff\\xff\\xff\\xff'", 4294967295LL, "long");
	INT_IS("'abcde'", 0x6162636465LL, "long");
	EXPR_IS("'a' + 'b'", "(+ (int 97) (int 98))");

	/* strings: every escape */
	STR_IS("\"\"", "");
	STR_IS("\"abc\"", "abc");
	/* as in DTrace, \\' and \\? keep their backslash in a string */
	STR_IS("\"\\n\\t\\r\\a\\b\\f\\v\\\\\\'\\\"\\?\"", "\n\t\r\a\b\f\v\\\\'\"\\?");
	STR_IS("\"\\x41\\x4a\\x4B\\x0\"", "AJK\0");
	STR_IS("\"\\101\\0\\12\\1234\"", "A\0\nS4");
	STR_IS("\"a\\0b\"", "a\0b");
	STR_IS("\"\\q\\%\"", "\\q\\%");
	STR_IS("\"'\"", "'");
	STR_IS("\"\\xff\\377\"", "\xff\xff");
	STR_IS("\"%d\\n\"", "%d\n");
	/* adjacent strings concatenate */
	STR_IS("\"a\" \"b\"", "ab");
	STR_IS("\"a\"\"b\"\"c\"", "abc");
	STR_IS("\"a\"\n\t\"\" /* c */ \"b\\0\" // c\n \"c\"", "ab\0c");
	EXPR_IS("f(\"a\" \"b\", \"c\")", "(call f (str \"ab\") (str \"c\"))");
	{
		/* a long string and a long identifier */
		sbuf_t s = { NULL, 0, 0 }, e = { NULL, 0, 0 };

		sb_printf(&s, "BEGIN { x = \"");
		sb_printf(&e, "(clause (pdesc \"BEGIN\") (body (expr (= (ident x) (str \"");
		for (int i = 0; i < 5000; i++) {
			sb_printf(&s, "%c\\n", 'a' + i % 26);
			sb_printf(&e, "%c\\n", 'a' + i % 26);
		}
		sb_printf(&s, "\" \"!\"; y");
		sb_printf(&e, "!\"))) (expr (= (ident y");
		for (int i = 0; i < 3000; i++) {
			sb_printf(&s, "_");
			sb_printf(&e, "_");
		}
		sb_printf(&s, " = 1; }");
		sb_printf(&e, ") (int 1)))))");
		PARSE_IS(s.s, e.s);
		free(s.s);
		free(e.s);
	}
}

/* ---- macro arguments ----------------------------------------------------- */
/* under ILP32 (dtrace -32) long is 4 bytes: constants are typed as an ILP32 compiler does */
static void
test_literals_ilp32(void)
{
	g_dtp->ilp32 = 1;
	INT_SIZED("2147483647", 2147483647, "int", 4);
	INT_SIZED("2147483648", 2147483648LL, "long long", 8);
	INT_SIZED("9223372036854775808", (int64_t)0x8000000000000000ULL, "unsigned long long", 8);
	INT_SIZED("0xffffffff", 0xffffffffLL, "unsigned int", 4);
	INT_SIZED("0x100000000", 0x100000000LL, "long long", 8);
	INT_SIZED("1L", 1, "long", 4);
	INT_SIZED("2147483647L", 2147483647, "long", 4);
	INT_SIZED("2147483648L", 2147483648LL, "long long", 8);
	INT_SIZED("0xffffffffL", 0xffffffffLL, "unsigned long", 4);
	INT_SIZED("1UL", 1, "unsigned long", 4);
	INT_SIZED("4294967296UL", 4294967296LL, "unsigned long long", 8);
	INT_SIZED("1LL", 1, "long long", 8);
	INT_SIZED("'abcde'", 0x6162636465LL, "long long", 8);
	g_dtp->ilp32 = 0;
	INT_SIZED("1L", 1, "long", 8);
	INT_SIZED("1UL", 1, "unsigned long", 8);
}

static void
test_macros(void)
{
	char *argv[] = {
		"script.d", "42", "foo", "hello world", "0x10", "-5", "012", "", "_a1",
		"99999999999999999999", "4294967296", "read",
	};
	char pid[64];

	dtrace_set_macroargs(g_dtp, NELEM(argv), argv);
	EXPR_IS("$1", "(int 42)");
	INT_IS("$1", 42, "int");
	EXPR_IS("$1 + $4", "(+ (int 42) (int 16))");
	EXPR_IS("$5", "(int -5)");
	EXPR_IS("$6", "(int 10)");
	INT_IS("$10", 4294967296LL, "long");
	EXPR_IS("$2", "(ident foo)");
	EXPR_IS("$8", "(ident _a1)");
	EXPR_IS("$2 = $1", "(= (ident foo) (int 42))");
	EXPR_IS("$$1", "(str \"42\")");
	EXPR_IS("$$2", "(str \"foo\")");
	EXPR_IS("$$3", "(str \"hello world\")");
	EXPR_IS("$$7", "(str \"\")");
	EXPR_IS("$$0", "(str \"script.d\")");
	EXPR_IS("$$1 \"x\"", "(str \"42x\")");
	snprintf(pid, sizeof(pid), "(int %d)", (int)getpid());
	EXPR_IS("$pid", pid);
	snprintf(pid, sizeof(pid), "(int %d)", (int)getppid());
	EXPR_IS("$ppid", pid);
	snprintf(pid, sizeof(pid), "(int %u)", (unsigned)getuid());
	EXPR_IS("$uid", pid);
	snprintf(pid, sizeof(pid), "(int %u)", (unsigned)getgid());
	EXPR_IS("$gid", pid);
	/* in predicates and probe descriptions */
	PARSE_IS("syscall::$11:entry /pid == $1/ { }",
	    "(clause (pdesc \"syscall::read:entry\") (pred (== (ident pid) (int 42))) (body))");
	snprintf(pid, sizeof(pid), "(clause (pdesc \"pid%d:::entry\"))", (int)getpid());
	g_dtp->cflags = DTRACE_C_PSPEC;
	PARSE_IS("pid$pid:::entry", pid);
	PARSE_IS("syscall::$2*:entry", "(clause (pdesc \"syscall::foo*:entry\"))");
	g_dtp->cflags = 0;
	/* a syntax error at a macro argument names it as written */
	ERR_MSG("BEGIN\n{\n\tx = 123$pid;\n}", "D_SYNTAX", 3, "near \"$pid\"");
	ERR_MSG("BEGIN\n{\n\tx = 1 $$1;\n}", "D_SYNTAX", 3, "near \"$$1\"");

	/* errors */
	ERR_MSG("BEGIN\n{\n\tx = $12;\n}", "D_MACRO_UNDEF", 3, "$12");
	ERR_MSG("BEGIN\n{\n\tx = $$99;\n}", "D_MACRO_UNDEF", 3, "$$99");
	ERR_MSG("BEGIN\n{\n\tx = $nosuch;\n}", "D_MACRO_UNDEF", 3, "$nosuch");
	ERR_MSG("BEGIN,\n\nsyscall::$12:entry\n{\n}", "D_MACRO_UNDEF", 3, "$12");
	/* a value that is neither an integer nor an identifier is a string, as in DTrace */
	EXPR_IS("$3", "(str \"hello world\")");
	ERR_IS("BEGIN\n{\n\tx = $9;\n}", "D_MACRO_OFLOW", 3);
	ERR_IS("BEGIN\n{\n\tx = $ 1;\n}", "D_SYNTAX", 3);

	dtrace_set_macroargs(g_dtp, 0, NULL);
	ERR_IS("BEGIN { x = $1; }", "D_MACRO_UNDEF", 1);
	ERR_IS("BEGIN { x = $0; }", "D_MACRO_UNDEF", 1);
}

/* ---- errors -------------------------------------------------------------- */
static void
test_errors(void)
{
	/* lexical errors, each on line 3 (but where the lexer passed a newline) */
	ERR_MSG("BEGIN\n{\n\tx = \"abc", "D_STR_NL", 3, "newline");
	ERR_MSG("BEGIN\n{\n\tx = \"abc\n\";\n}", "D_STR_NL", 4, "newline");	/* the line after, as DTrace */
	ERR_IS("BEGIN\n{\n\tx = \"abc\\", "D_STR_NL", 3);
	ERR_IS("BEGIN\n{\n\tx = 'a\n';\n}", "D_CHR_NL", 3);
	ERR_IS("BEGIN\n{\n\tx = 'a", "D_CHR_NL", 3);
	ERR_MSG("BEGIN\n{\n\tx = 1 ` 2;\n}", "D_BADCHAR", 3, "'`'");
	ERR_MSG("BEGIN\n{\n\tx = 1 \x01 2;\n}", "D_BADCHAR", 3, "0x01");
	ERR_MSG("BEGIN\n{\n\tx = 1 \xc3\xa9 2;\n}", "D_BADCHAR", 3, "0xc3");
	ERR_IS("BEGIN\n{\n\tx = 1 # 2;\n}", "D_BADCHAR", 3);
	ERR_MSG("BEGIN\n{\n\tx = '';\n}", "D_CHR_NULL", 3, "empty character constant");
	ERR_IS("BEGIN\n{\n\tx = 'abcdefghi';\n}", "D_CHR_OFLOW", 3);
	ERR_IS("BEGIN\n{\n\tx = '\\x100';\n}", "D_CHR_OFLOW", 3);
	ERR_IS("BEGIN\n{\n\tx = '\\777';\n}", "D_CHR_OFLOW", 3);
	ERR_IS("BEGIN\n{\n\tx = '\\x';\n}", "D_SYNTAX", 3);
	ERR_MSG("BEGIN\n{\n\tx = 18446744073709551616;\n}", "D_INT_OFLOW", 3, "results in integer overflow");
	ERR_IS("BEGIN\n{\n\tx = 0x10000000000000000;\n}", "D_INT_OFLOW", 3);
	ERR_IS("BEGIN\n{\n\tx = 99999999999999999999999;\n}", "D_INT_OFLOW", 3);
	ERR_MSG("BEGIN\n{\n\tx = 09;\n}", "D_INT_DIGIT", 3, "constant 09 contains invalid digit 9");
	ERR_IS("BEGIN\n{\n\tx = 0778;\n}", "D_INT_DIGIT", 3);
	ERR_IS("BEGIN\n{\n\tx = 0x;\n}", "D_INT_DIGIT", 3);
	ERR_IS("BEGIN\n{\n\tx = 0xg;\n}", "D_INT_DIGIT", 3);
	/* letters after a constant and its suffix are another token, as in DTrace */
	ERR_IS("BEGIN\n{\n\tx = 12ab;\n}", "D_SYNTAX", 3);
	ERR_IS("BEGIN\n{\n\tx = 1_0;\n}", "D_SYNTAX", 3);
	ERR_IS("BEGIN\n{\n\tx = 1ux;\n}", "D_SYNTAX", 3);
	ERR_MSG("BEGIN\n{\n\tx = $3;\n}", "D_MACRO_UNDEF", 3, "$3");
	/* an unterminated comment is reported at the end of the input, as DTrace does */
	ERR_MSG("BEGIN\n{\n\t/* unterminated\n\n", "D_SYNTAX", 5, "*/");
	ERR_MSG("BEGIN\n{\n}\n/*\n", "D_SYNTAX", 5, "*/");
	ERR_MSG("BEGIN\n/x/\n{\n\t/* x = 1;\n}\n", "D_SYNTAX", 6, "*/");
	ERR_IS("BEGIN\n\n/* unterminated", "D_SYNTAX", 3);

	/* syntax errors, each on line 3 */
	ERR_MSG("BEGIN\n{\n\tx = 1;", "D_SYNTAX", 3, "end-of-input");
	ERR_MSG("BEGIN\n{\n\tif (a) {", "D_SYNTAX", 3, "end-of-input");
	ERR_MSG("BEGIN\n{\n\tx = 1;\n", "D_SYNTAX", 4, "end-of-input");
	ERR_MSG("BEGIN\n{\n\tx = 1 y = 2;\n}", "D_SYNTAX", 3, "\"y\"");
	ERR_MSG("BEGIN\n{\n\ttrace(1;\n}", "D_SYNTAX", 3, "\";\"");
	ERR_MSG("BEGIN\n{\n\ttrace(1, 2", "D_SYNTAX", 3, "end-of-input");
	ERR_IS("BEGIN\n{\n\ttrace((1);\n}", "D_SYNTAX", 3);
	ERR_IS("BEGIN\n{\n\ttrace(1));\n}", "D_SYNTAX", 3);
	ERR_IS("BEGIN\n{\n\ta[1;\n}", "D_SYNTAX", 3);
	ERR_IS("BEGIN\n{\n\tx = * ;\n}", "D_SYNTAX", 3);
	ERR_MSG("BEGIN\n{\n\tx = 1 + ;\n}", "D_SYNTAX", 3, "\";\"");
	ERR_MSG("BEGIN\n{\n\tx = = 1;\n}", "D_SYNTAX", 3, "\"=\"");
	ERR_IS("BEGIN\n{\n\t* ;\n}", "D_SYNTAX", 3);
	ERR_IS("BEGIN\n{\n\t== 2;\n}", "D_SYNTAX", 3);
	ERR_IS("BEGIN\n{\n\tx ? y;\n}", "D_SYNTAX", 3);
	ERR_IS("BEGIN\n{\n\tx ? y : ;\n}", "D_SYNTAX", 3);
	ERR_IS("BEGIN\n{\n\tx.1;\n}", "D_SYNTAX", 3);
	ERR_IS("BEGIN\n{\n\tx->;\n}", "D_SYNTAX", 3);
	/* a bare self or this parses (the checker refuses it: D_OP_DYN) */
	PARSE_IS("BEGIN { self.x = 1; }",
	    "(clause (pdesc \"BEGIN\") (body (expr (= (. (self (null)) x) (int 1)))))");
	ERR_IS("BEGIN\n{\n\tself x;\n}", "D_SYNTAX", 3);
	ERR_IS("BEGIN\n{\n\tthis->1;\n}", "D_SYNTAX", 3);
	ERR_IS("BEGIN\n{\n\t@a[] = count();\n}", "D_SYNTAX", 3);
	ERR_IS("BEGIN\n{\n\tf(1,) ;\n}", "D_SYNTAX", 3);
	ERR_IS("BEGIN\n{\n\t(1)(2);\n}", "D_FUNC_IDENT", 3);
	ERR_IS("BEGIN\n{\n\tself->x(2);\n}", "D_FUNC_IDENT", 3);
	ERR_IS("BEGIN\n{\n\tif x { }\n}", "D_SYNTAX", 3);
	ERR_IS("BEGIN\n{\n\telse { }\n}", "D_SYNTAX", 3);
	ERR_IS("BEGIN\n{\n\tx = sizeof;\n}", "D_SYNTAX", 3);
	ERR_IS("BEGIN\n{\n\tx = (int);\n}", "D_SYNTAX", 3);
	/* DTrace's D_DECL_COMBO for a second base type (dt_decl_spec) */
	ERR_MSG("BEGIN\n{\n\tx = (int int)y;\n}", "D_DECL_COMBO", 3, "invalid type combination");
	ERR_MSG("BEGIN\n{\n\tx = (int char)y;\n}", "D_DECL_COMBO", 3, "invalid type combination");
	ERR_MSG("BEGIN\n{\n\tx = (short long)y;\n}", "D_DECL_COMBO", 3, "invalid type combination");
	ERR_MSG("BEGIN\n{\n\tx = (signed unsigned)y;\n}", "D_DECL_COMBO", 3, "invalid type combination");
	ERR_MSG("BEGIN\n{\n\tx = (long long long)y;\n}", "D_DECL_COMBO", 3, "invalid type combination");
	ERR_MSG("BEGIN\n{\n\tx = (short char)y;\n}", "D_DECL_CHARATTR", 3, "short and long");
	ERR_MSG("BEGIN\n{\n\tx = (unsigned void *)y;\n}", "D_DECL_VOIDATTR", 3, "void type");
	ERR_MSG("BEGIN\n{\n\tx = (unsigned struct s *)y;\n}", "D_DECL_SIGNINT", 3, "integer type");
	ERR_MSG("BEGIN\n{\n\tx = (long struct s *)y;\n}", "D_DECL_LONGINT", 3, "long long");
	ERR_IS("BEGIN\n{\n\tx = (int **);\n}", "D_SYNTAX", 3);
	ERR_IS("BEGIN\n{\n\tx = 1.5;\n}", "D_SYNTAX", 3);
	ERR_IS("BEGIN\n{\n\tx = \"a\" 1;\n}", "D_SYNTAX", 3);
	/* at top level */
	ERR_IS("BEGIN\n{\n}\n}", "D_SYNTAX", 4);
	ERR_IS("BEGIN\n{\n} =\n", "D_SYNTAX", 3);
	ERR_IS("BEGIN\n{\n}\n%", "D_SYNTAX", 4);
	ERR_IS("BEGIN,\n\n{ }", "D_SYNTAX", 3);
	ERR_IS("BEGIN\n\n,", "D_SYNTAX", 3);
	ERR_IS("BEGIN\n\n/x", "D_SYNTAX", 3);
	ERR_IS("BEGIN {}\n\n{ x = 1; }", "D_SYNTAX", 3);
	ERR_IS("BEGIN {}\n\n\"str\"", "D_SYNTAX", 3);
	ERR_IS("BEGIN {}\n\n@a", "D_SYNTAX", 3);
	ERR_IS("BEGIN {}\n\n(x)", "D_SYNTAX", 3);
	ERR_IS("BEGIN\n\n/ /", "D_SYNTAX", 3);
	ERR_IS("BEGIN\n/x +\n/ {}", "D_SYNTAX", 3);
	ERR_IS("BEGIN\n/x\n\n", "D_SYNTAX", 4);

	/* the message names the offending token */
	ERR_MSG("BEGIN { x = 1 2; }", "D_SYNTAX", 1, "syntax error near \"2\"");
	ERR_MSG("BEGIN { x = 1 \"s\"; }", "D_SYNTAX", 1, "syntax error near \"\"s\"\"");
	ERR_MSG("BEGIN { x = 1 @a; }", "D_SYNTAX", 1, "syntax error near \"@a\"");
	ERR_MSG("BEGIN { x = 1 if; }", "D_SYNTAX", 1, "syntax error near \"if\"");
	ERR_MSG("BEGIN { x = 1 <<= ; }", "D_SYNTAX", 1, "syntax error near \";\"");
	ERR_MSG("BEGIN { x = ) ; }", "D_SYNTAX", 1, "extra ) in input stream");
	ERR_MSG("BEGIN { x = a[1]] ; }", "D_SYNTAX", 1, "extra ] in input stream");
	ERR_MSG("BEGIN { x = (1 ; }", "D_SYNTAX", 1, "syntax error near \";\"");
	ERR_MSG("BEGIN { x = y z; }", "D_SYNTAX", 1, "syntax error near \"z\"");
	ERR_MSG("BEGIN { x = ^^ ; }", "D_SYNTAX", 1, "syntax error near \"^^\"");
	ERR_MSG("BEGIN { x = 1; } END,", "D_SYNTAX", 1, "end-of-input");

	/* -xerrtags puts the tag in the message; no file name: no line */
	g_dtp->errtags = 1;
	ERR_MSG("BEGIN\n{\n\tx = ;\n}", "D_SYNTAX", -1, "[D_SYNTAX] line 3: syntax error");
	g_dtp->errtags = 0;
	g_dtp->srcname = NULL;
	UT_CHECK(dt_parse(g_dtp, "BEGIN { x = ; }", 15, 0) == NULL);
	UT_EQ_STR(dtrace_errmsg(g_dtp), "syntax error near \";\"");
	g_dtp->srcname = "test.d";

	/*
	 * The same through the public entry point: a parse error stops it
	 * before any check or privileged work.
	 */
	{
		dtrace_prog_t *pgp;

		pgp = dtrace_program_strcompile(g_dtp, "BEGIN\n{\n\tx = ;\n}", "t.d", 0);
		UT_CHECK(pgp == NULL);
		UT_EQ_STR(dtrace_errmsg(g_dtp), "line 3: syntax error near \";\"");
		UT_EQ_STR(dtrace_errtag(g_dtp), "D_SYNTAX");
		pgp = dtrace_program_strcompile(g_dtp, "BEGIN { x = 08; }", NULL,
		    DTRACE_C_PSPEC);
		UT_CHECK(pgp == NULL);
		UT_EQ_STR(dtrace_errtag(g_dtp), "D_INT_DIGIT");
		UT_CHECK(strncmp(dtrace_errmsg(g_dtp), "line ", 5) != 0);
		UT_CHECK(g_dtp->prog != NULL && g_dtp->prog->nroots == 0);
		if (g_dtp->prog != NULL) {
			free(g_dtp->prog->roots);
			for (int i = 0; i < g_dtp->prog->nsrcnames; i++)
				free(g_dtp->prog->srcnames[i]);
			free(g_dtp->prog->srcnames);
			free(g_dtp->prog);
			g_dtp->prog = NULL;
		}
		g_dtp->srcname = "test.d";
		g_dtp->cflags = 0;
	}

	/* the handle works after an error, and errjmp is restored */
	{
		jmp_buf outer;

		g_dtp->errjmp = &outer;
		UT_CHECK(dt_parse(g_dtp, "BEGIN { (", 9, 0) == NULL);
		UT_CHECK(g_dtp->errjmp == &outer);
		g_dtp->errjmp = NULL;
		PARSE_IS("BEGIN { }", "(clause (pdesc \"BEGIN\") (body))");
	}
}

/* ---- child processes and known bugs --------------------------------------- */

/*
 * Run fn(arg) in a child process: 1 if the child made no failing check and
 * exited normally, 0 if a check failed or it crashed (or a sanitizer
 * reported an error or a leak: the child ends with exit(), so LeakSanitizer
 * runs).  The child's checks are not counted here, only this result.
 */
static int
in_child(void (*fn)(const void *), const void *arg)
{
	pid_t pid;
	int st;

	fflush(NULL);
	if ((pid = fork()) < 0)
		return 0;
	if (pid == 0) {
		int failed = ut_failed;

		fn(arg);
		fflush(NULL);
		exit(ut_failed != failed);
	}
	if (waitpid(pid, &st, 0) != pid)
		return 0;
	return WIFEXITED(st) && WEXITSTATUS(st) == 0;
}

/* parse a source in a child: the result is ignored, only survival counts */
static void
child_parse(const void *arg)
{
	const char *src = arg;
	dt_node_t *root = dt_parse(g_dtp, src, strlen(src), 0);

	dt_node_free(root);
}

/* parse exactly len bytes copied into a buffer with nothing after them */
typedef struct { const char *s; size_t len; } exact_t;

static void
child_parse_exact(const void *arg)
{
	const exact_t *ex = arg;
	char *buf = malloc(ex->len ? ex->len : 1);

	memcpy(buf, ex->s, ex->len);
	dt_node_free(dt_parse(g_dtp, buf, ex->len, 0));
	free(buf);
}

/* bad escapes in strings: the errors are right (the leak is the bug) */
static void
child_bad_escapes(const void *arg)
{
	(void)arg;
	ERR_IS("BEGIN\n{\n\tx = \"ab\\x\";\n}", "D_SYNTAX", 3);
	ERR_IS("BEGIN\n{\n\tx = \"ab\\x100\";\n}", "D_CHR_OFLOW", 3);
	ERR_IS("BEGIN\n{\n\tx = \"ab\\777\";\n}", "D_CHR_OFLOW", 3);
}

static void
test_known_bugs(void)
{
	/*
	 * Fixed bug (kept as a regression test): a predicate ends at '/' followed by ';' as well as by '{', EOF
	 * or '/' (as DTrace's lexer does), so a body-less clause with a
	 * predicate can be followed by ';'.
	 */
	{	/* regression test: "predicate ended by '/' then ';'" */
		PARSE_IS("BEGIN /x/;\nEND {}",
		    "(clause (pdesc \"BEGIN\") (pred (ident x))) (clause (pdesc \"END\") (body))");
	}

	/*
	 * Fixed bug (kept as a regression test): cpp (dtrace -C) emits line markers anywhere, also inside a
	 * clause body (after a run of blank lines or an #include); DTrace
	 * accepts control lines in every state.
	 */
	{	/* regression test: "cpp line marker inside a clause body" */
		ERR_IS("BEGIN\n{\n\tx = 1;\n# 20 \"x.d\"\n\ty = ;\n}\n", "D_SYNTAX", 20);
		ERR_IS("BEGIN\n/x == 1\n# 9 \"x.d\"\n/ {\n\ty = ;\n}\n", "D_SYNTAX", 10);
	}

	/*
	 * Fixed bug (kept as a regression test): a backslash before a newline in a string literal keeps the
	 * newline in the string (DTrace: D_STR_NL) and the line count misses
	 * it, so later errors name the wrong line.
	 */
	{	/* regression test: "backslash-newline in a string literal" */
		ERR_IS("BEGIN\n{\n\tx = \"ab\\\ncd\";\n}", "D_STR_NL", 4);
		ERR_IS("BEGIN {\n\tx = \"ab\\\ncd\";\n\ty = ;\n}", "D_STR_NL", 3);
		ERR_IS("BEGIN {\n\tx = '\\\n';\n\ty = ;\n}", "D_CHR_NL", 2);
	}

	/* Fixed bug (kept as a regression test): an empty subscript "x[]" is accepted (an index with no keys). */
	{	/* regression test: "empty subscript" */
		ERR_IS("BEGIN\n{\n\tx[] = 1;\n}", "D_SYNTAX", 3);
	}

	/*
	 * Fixed bug (kept as a regression test): character constants of 5 to 8 characters are accepted but
	 * silently truncated to their last 4 (type int).
	 */
	{	/* regression test: "5-8 character constants truncated to int" */
		char *d = describe("BEGIN { x = 'abcde'; }");

		UT_CHECK(strncmp(d, "ERROR", 5) == 0 ||
		    strstr(d, "(int 418262508645)") != NULL);
		free(d);
	}

	/*
	 * Fixed bug (kept as a regression test): a repeated suffix was reported as "integer constant ... is too
	 * large" (D_INT_OFLOW); "1lul" (not C) was accepted as unsigned long long.
	 * DTrace's lexer reads a suffix as [uU]?[lL]?[lL]? and what follows it
	 * as another token: each of these is a syntax error.
	 */
	{	/* regression test: "bad integer suffixes" */
		ERR_IS("BEGIN { x = 1uu; }", "D_SYNTAX", 1);
		ERR_IS("BEGIN { x = 1lll; }", "D_SYNTAX", 1);
		ERR_IS("BEGIN { x = 1lul; }", "D_SYNTAX", 1);
		ERR_IS("BEGIN { x = 1lu; }", "D_SYNTAX", 1);
		ERR_IS("BEGIN { x = 1LLU; }", "D_SYNTAX", 1);
	}

	/*
	 * Fixed bug (kept as a regression test): an empty macro argument used as $N becomes an identifier
	 * with an empty name.
	 */
	{	/* regression test: "$N with an empty value" */
		char *argv[] = { "s.d", "" };
		char *d;

		dtrace_set_macroargs(g_dtp, 2, argv);
		d = describe("BEGIN { x = $1; }");
		UT_CHECK(strstr(d, "(ident )") == NULL);
		free(d);
		dtrace_set_macroargs(g_dtp, 0, NULL);
	}

	/*
	 * Fixed bug (kept as a regression test): a macro argument number that does not fit an int is turned
	 * into a negative index by atoi() and reads before margv (a crash).
	 */
	{	/* regression test: "$N with a huge N indexes before margv" */
		char **argv = calloc(2, sizeof(char *));

		argv[0] = "s.d";
		argv[1] = "1";
		dtrace_set_macroargs(g_dtp, 2, argv);
		UT_CHECK(in_child(child_parse, "BEGIN { x = $4294967295; }"));
		UT_CHECK(in_child(child_parse, "BEGIN { x = $$2147483648; }"));
		UT_CHECK(in_child(child_parse, "syscall::$4294967295:entry"));
		dtrace_set_macroargs(g_dtp, 0, NULL);
		free(argv);
	}

	/*
	 * Fixed bug (kept as a regression test): a probe description longer than 1023 bytes is silently
	 * truncated (here the ":entry" and the body's clause vanish into a
	 * different description).
	 */
	{	/* regression test: "long probe descriptions truncated" */
		sbuf_t s = { NULL, 0, 0 };
		char *d;

		sb_printf(&s, "syscall::");
		for (int i = 0; i < 1100; i++)
			sb_printf(&s, "a");
		sb_printf(&s, ":entry {}");
		d = describe(s.s);
		UT_CHECK(strncmp(d, "ERROR", 5) == 0 || strstr(d, ":entry\"") != NULL);
		free(d);
		free(s.s);
	}

	/*
	 * Fixed bug (kept as a regression test): the lexer reads past the end of the text it is given when the
	 * text is not NUL-terminated (dt_parse() takes a length): atoi() of a
	 * line marker or of $N at the end, and an escape after a '\'' then
	 * '\\' at the end.  Only ASan sees these.
	 */
	{	/* regression test: "reads past the end of a text that is not NUL-terminated" */
		static const exact_t ex[] = {
			{ "# 12", 4 }, { "#line 7", 7 }, { "BEGIN { x = '\\", 14 },
			{ "syscall::$1", 11 }, { "BEGIN { x = $1", 14 },
		};
		char *argv[] = { "s.d", "1" };

		dtrace_set_macroargs(g_dtp, 2, argv);
		for (int i = 0; i < NELEM(ex); i++)
			UT_CHECK(in_child(child_parse_exact, &ex[i]));
		dtrace_set_macroargs(g_dtp, 0, NULL);
	}

	/*
	 * Fixed bug (kept as a regression test): string literals leak their buffer when an escape in them is an
	 * error (LeakSanitizer reports it in the child; the errors are right).
	 */
	{	/* regression test: "string buffer leaked on a bad escape" */
		UT_CHECK(in_child(child_bad_escapes, NULL));
	}

	/*
	 * Fixed bug (kept as a regression test): signed overflow (undefined behaviour; UBSan stops there): the
	 * value of a character constant of 8 characters whose first is
	 * >= 0x80 is shifted out of int64_t, and a line marker's number near
	 * INT_MAX overflows the line counter.
	 */
	{	/* regression test: "signed overflow in the lexer" */
		UT_CHECK(in_child(child_parse,
		    "BEGIN { x = '\\xff\\x01\\x02\\x03\\x04\\x05\\x06\\x07'; }"));
		UT_CHECK(in_child(child_parse, "# 2147483648\nBEGIN {}"));
		UT_CHECK(in_child(child_parse, "# 2147483647\nBEGIN\n{}"));
	}

	/*
	 * Fixed bug (kept as a regression test): deep nesting overflows the C stack (recursive descent with no
	 * depth limit); a D_SYNTAX-style error is expected instead of a crash.
	 */
	{	/* regression test: "deeply nested expressions overflow the stack" */
		sbuf_t s = { NULL, 0, 0 };

		sb_printf(&s, "BEGIN { x = ");
		for (int i = 0; i < 1000000; i++)
			sb_printf(&s, "(");
		sb_printf(&s, "1");
		for (int i = 0; i < 1000000; i++)
			sb_printf(&s, ")");
		sb_printf(&s, "; }");
		UT_CHECK(in_child(child_parse, s.s));
		s.n = 0;
		sb_printf(&s, "BEGIN { x = ");
		for (int i = 0; i < 1000000; i++)
			sb_printf(&s, "-");
		sb_printf(&s, "1; }");
		UT_CHECK(in_child(child_parse, s.s));
		free(s.s);
	}
}

/* ---- robustness ---------------------------------------------------------- */
static uint64_t g_rng;

static uint64_t
rnd(void)
{
	/* xorshift64* */
	g_rng ^= g_rng >> 12;
	g_rng ^= g_rng << 25;
	g_rng ^= g_rng >> 27;
	return g_rng * 0x2545f4914f6cdd1dULL;
}

static unsigned
rnd_below(unsigned n)
{
	return (unsigned)((rnd() >> 11) % n);
}

/*
 * Random expressions against an independent statement of C's precedence
 * table: generate a tree, write it in D with only the parentheses that the
 * table requires, and check that the parser builds the same tree.
 */
enum {
	L_COMMA = 1, L_ASSIGN, L_COND, L_LOR, L_LXOR, L_LAND, L_BOR, L_BXOR,
	L_BAND, L_EQ, L_REL, L_SHIFT, L_ADD, L_MUL, L_UNARY, L_POSTFIX, L_PRIMARY
};

typedef struct gexpr {
	sbuf_t src;		/* D text, tokens separated by spaces */
	sbuf_t exp;		/* expected S-expression */
	int level;		/* L_*: how loosely it binds */
	int iscast;		/* a cast: "sizeof (type) x" would misread it */
} gexpr_t;

static void
gx_free(gexpr_t *g)
{
	free(g->src.s);
	free(g->exp.s);
}

/* append child c to g's text, in parentheses if its level is below min */
static void
gx_put(gexpr_t *g, gexpr_t *c, int min)
{
	if (c->level < min)
		sb_printf(&g->src, "( %s )", c->src.s);
	else
		sb_printf(&g->src, "%s", c->src.s);
}

static void gx_gen(gexpr_t *, int depth);

static void
gx_primary(gexpr_t *g)
{
	static const char *const ids[] = { "a", "b", "c", "d", "e" };
	gexpr_t k = { .level = 0 };

	g->level = L_PRIMARY;
	switch (rnd_below(6)) {
	case 0:
		sb_printf(&g->src, "%u", rnd_below(1000));
		sb_printf(&g->exp, "(int %s)", g->src.s);
		break;
	case 1:
		sb_printf(&g->src, "self -> s%u", rnd_below(3));
		sb_printf(&g->exp, "(self s%s)", g->src.s + 9);
		break;
	case 2:
		sb_printf(&g->src, "this -> t");
		sb_printf(&g->exp, "(this t)");
		break;
	case 3: {
		const char *name = rnd_below(2) ? "agg" : "";

		gx_gen(&k, 1);
		sb_printf(&g->src, "@%s [ ", name);
		gx_put(g, &k, L_ASSIGN);
		sb_printf(&g->src, " ]");
		sb_printf(&g->exp, "(agg @%s %s)", name, k.exp.s);
		gx_free(&k);
		break;
	}
	default: {
		const char *id = ids[rnd_below(NELEM(ids))];

		sb_printf(&g->src, "%s", id);
		sb_printf(&g->exp, "(ident %s)", id);
		break;
	}
	}
}

static void
gx_gen(gexpr_t *g, int depth)
{
	static const struct { const char *op; int level; } bin[] = {
		{ "||", L_LOR }, { "^^", L_LXOR }, { "&&", L_LAND }, { "|", L_BOR },
		{ "^", L_BXOR }, { "&", L_BAND }, { "==", L_EQ }, { "!=", L_EQ },
		{ "<", L_REL }, { ">", L_REL }, { "<=", L_REL }, { ">=", L_REL },
		{ "<<", L_SHIFT }, { ">>", L_SHIFT }, { "+", L_ADD }, { "-", L_ADD },
		{ "*", L_MUL }, { "/", L_MUL }, { "%", L_MUL },
	};
	static const char *const asg[] = {
		"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
	};
	static const struct { const char *op, *name; } un[] = {
		{ "-", "neg" }, { "+", "pos" }, { "!", "!" }, { "~", "~" },
		{ "*", "deref" }, { "&", "addr" }, { "++", "pre++" }, { "--", "pre--" },
		{ "stringof", "stringof" }, { "sizeof", "sizeof" },
	};
	static const char *const types[] = {
		"int", "unsigned long", "char", "uint64_t", "string",
	};
	gexpr_t l = { .level = 0 }, r = { .level = 0 }, x = { .level = 0 };
	unsigned k;

	if (depth <= 0) {
		gx_primary(g);
		return;
	}
	switch (rnd_below(12)) {
	case 0: case 1: case 2: case 3: case 4:	/* binary */
		k = rnd_below(NELEM(bin));
		gx_gen(&l, depth - 1);
		gx_gen(&r, depth - 1);
		gx_put(g, &l, bin[k].level);		/* left-associative */
		sb_printf(&g->src, " %s ", bin[k].op);
		gx_put(g, &r, bin[k].level + 1);
		sb_printf(&g->exp, "(%s %s %s)", bin[k].op, l.exp.s, r.exp.s);
		g->level = bin[k].level;
		break;
	case 5:						/* assignment */
		k = rnd_below(NELEM(asg));
		gx_gen(&l, depth - 1);
		gx_gen(&r, depth - 1);
		gx_put(g, &l, L_UNARY);
		sb_printf(&g->src, " %s ", asg[k]);
		gx_put(g, &r, L_ASSIGN);		/* right-associative */
		sb_printf(&g->exp, "(%s %s %s)", asg[k], l.exp.s, r.exp.s);
		g->level = L_ASSIGN;
		break;
	case 6:						/* conditional */
		gx_gen(&x, depth - 1);
		gx_gen(&l, depth - 1);
		gx_gen(&r, depth - 1);
		gx_put(g, &x, L_LOR);
		sb_printf(&g->src, " ? ");
		gx_put(g, &l, L_COMMA);
		sb_printf(&g->src, " : ");
		gx_put(g, &r, L_COND);
		sb_printf(&g->exp, "(?: %s %s %s)", x.exp.s, l.exp.s, r.exp.s);
		g->level = L_COND;
		break;
	case 7:						/* comma */
		gx_gen(&l, depth - 1);
		gx_gen(&r, depth - 1);
		gx_put(g, &l, L_COMMA);
		sb_printf(&g->src, " , ");
		gx_put(g, &r, L_ASSIGN);
		sb_printf(&g->exp, "(, %s %s)", l.exp.s, r.exp.s);
		g->level = L_COMMA;
		break;
	case 8:						/* unary, cast, sizeof */
		gx_gen(&l, depth - 1);
		k = rnd_below(NELEM(un) + 2);
		if (k < NELEM(un)) {
			sb_printf(&g->src, "%s ", un[k].op);
			if (strcmp(un[k].op, "sizeof") == 0 && l.iscast)
				l.level = 0;	/* force the parentheses */
			gx_put(g, &l, L_UNARY);
			sb_printf(&g->exp, "(%s %s)", un[k].name, l.exp.s);
		} else if (k == NELEM(un)) {
			const char *t = types[rnd_below(NELEM(types))];

			sb_printf(&g->src, "( %s ) ", t);
			gx_put(g, &l, L_UNARY);
			sb_printf(&g->exp, "(cast (type %s) %s)", t, l.exp.s);
			g->iscast = 1;
		} else {
			const char *t = types[rnd_below(NELEM(types))];

			sb_printf(&g->src, "sizeof ( %s )", t);
			sb_printf(&g->exp, "(sizeof (type %s))", t);
		}
		g->level = L_UNARY;
		break;
	case 9:						/* postfix */
		gx_gen(&l, depth - 1);
		gx_put(g, &l, L_POSTFIX);
		switch (rnd_below(5)) {
		case 0:
			sb_printf(&g->src, " ++");
			sb_printf(&g->exp, "(post++ %s)", l.exp.s);
			break;
		case 1:
			sb_printf(&g->src, " --");
			sb_printf(&g->exp, "(post-- %s)", l.exp.s);
			break;
		case 2:
			gx_gen(&r, depth - 1);
			sb_printf(&g->src, " [ ");
			gx_put(g, &r, L_ASSIGN);
			sb_printf(&g->src, " ]");
			sb_printf(&g->exp, "(index %s %s)", l.exp.s, r.exp.s);
			break;
		case 3:
			sb_printf(&g->src, " . m");
			sb_printf(&g->exp, "(. %s m)", l.exp.s);
			break;
		default:
			sb_printf(&g->src, " -> p");
			sb_printf(&g->exp, "(-> %s p)", l.exp.s);
			break;
		}
		g->level = L_POSTFIX;
		break;
	case 10: {					/* call */
		unsigned n = rnd_below(4);

		sb_printf(&g->src, "f%u (", n);
		sb_printf(&g->exp, "(call f%u", n);
		for (unsigned i = 0; i < n; i++) {
			gexpr_t a = { .level = 0 };

			gx_gen(&a, depth - 1);
			sb_printf(&g->src, "%s ", i > 0 ? " ," : "");
			gx_put(g, &a, L_ASSIGN);
			sb_printf(&g->exp, " %s", a.exp.s);
			gx_free(&a);
		}
		sb_printf(&g->src, " )");
		sb_printf(&g->exp, ")");
		g->level = L_POSTFIX;
		break;
	}
	default:
		gx_primary(g);
		break;
	}
	gx_free(&l);
	gx_free(&r);
	gx_free(&x);
}

static void
test_precedence_random(void)
{
	int nbad = 0;

	g_rng = 0x1234567887654321ULL;
	for (int i = 0; i < 3000; i++) {
		gexpr_t g = { .level = 0 };
		sbuf_t src = { NULL, 0, 0 }, got = { NULL, 0, 0 };
		dt_node_t *root;

		gx_gen(&g, 1 + rnd_below(6));
		sb_printf(&src, "BEGIN { %s ; }", g.src.s);
		root = dt_parse(g_dtp, src.s, src.n, 0);
		if (root == NULL)
			sb_printf(&got, "ERROR %s", dtrace_errmsg(g_dtp));
		else if (root->body->body->kind != DT_NODE_EXPRSTMT)
			sb_printf(&got, "not one expression statement");
		else
			pr_node(&got, root->body->body->l);
		if (strcmp(got.s, g.exp.s) != 0 && nbad++ < 5)
			UT_EQ_STR(got.s, g.exp.s);
		dt_node_free(root);
		gx_free(&g);
		free(src.s);
		free(got.s);
	}
	UT_EQ_INT(nbad, 0);
}

/*
 * Parse text (copied so that exactly len bytes and a NUL are readable, as
 * from dtrace_program_strcompile) and check that it parses or fails with a
 * D_ tag and a "line N: " message.  Returns 1 if it parsed, 0 if it failed
 * properly, -1 otherwise.
 */
static int
fuzz_one(const char *text, size_t len)
{
	char *buf = malloc(len + 1);
	dt_node_t *root;
	int r;

	memcpy(buf, text, len);
	buf[len] = '\0';
	g_dtp->errmsg[0] = '\0';
	g_dtp->errtag = D_UNKNOWN;
	root = dt_parse(g_dtp, buf, len, 0);
	if (root != NULL) {
		sbuf_t sb = { NULL, 0, 0 };

		/* walk the whole tree */
		pr_list(&sb, root->body);
		free(sb.s);
		dt_node_free(root);
		r = 1;
	} else {
		const char *tag = dtrace_errtag(g_dtp);
		int line;

		r = (strncmp(tag, "D_", 2) == 0 && strcmp(tag, "D_UNKNOWN") != 0 &&
		    sscanf(dtrace_errmsg(g_dtp), "line %d: ", &line) == 1 &&
		    line >= 0) ? 0 : -1;
	}
	if (g_dtp->errjmp != NULL)
		r = -1;
	free(buf);
	return r;
}

static void
fuzz_report(const char *what, const char *text, size_t len)
{
	fprintf(stderr, "%s: bad outcome for %zu bytes: \"", what, len);
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)text[i];

		if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\')
			fputc(c, stderr);
		else
			fprintf(stderr, "\\x%02x", c);
	}
	fprintf(stderr, "\" -> %s %s\n", dtrace_errtag(g_dtp), dtrace_errmsg(g_dtp));
}

static void
test_fuzz_bytes(const void *arg)
{
	static const char alphabet[] =
	    "BEGIN{}/;,()[]*+-=<>!&|^~?:.@$#\"'\\0123456789xabuUlL_ \n\t";
	char text[96];
	int nok = 0, nerr = 0, nbad = 0;

	(void)arg;
	g_rng = 0x9e3779b97f4a7c15ULL;
	for (int i = 0; i < 4000; i++) {
		size_t len = rnd_below(sizeof(text));
		int r;

		for (size_t k = 0; k < len; k++) {
			if (rnd_below(4) == 0)
				text[k] = (char)rnd_below(256);
			else
				text[k] = alphabet[rnd_below(sizeof(alphabet) - 1)];
		}
		/* half of them inside a clause body */
		if (i % 2 == 0 && len >= 8)
			memcpy(text, "BEGIN { ", 8);
		r = fuzz_one(text, len);
		if (r < 0 && nbad++ < 5)
			fuzz_report("random bytes", text, len);
		nok += r == 1;
		nerr += r == 0;
	}
	UT_EQ_INT(nbad, 0);
	UT_CHECK(nok > 0);
	UT_CHECK(nerr > 0);
}

static void
test_fuzz_tokens(const void *arg)
{
	static const char *const toks[] = {
		"BEGIN", "END", "syscall::read:entry", "tick-1s", "*:::", "a:b:c:d",
		"x", "y", "pid", "execname", "trace", "printf", "count", "sum",
		"0", "1", "42", "0x1f", "017", "2147483648", "1ul", "'a'", "'\\n'",
		"\"s\"", "\"a\\tb\"", "$1", "$$1", "$pid", "@", "@a", "self", "this",
		"if", "else", "sizeof", "stringof", "int", "unsigned", "long", "char",
		"string", "uint64_t", "+", "-", "*", "/", "%", "<", ">", "<=", ">=",
		"==", "!=", "&&", "||", "^^", "&", "|", "^", "~", "!", "?", ":", "=",
		"+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "<<",
		">>", "++", "--", "->", ".", ",", ";", "(", ")", "[", "]", "{", "}",
		"{", "}", "/", "/", "(", ")", ";", "/* c */", "// c\n", "\n",
		"#pragma D option quiet\n", "\n# 12 \"f.d\"\n", "\n#line 3\n",
	};
	static const char *const starts[] = {
		"", "BEGIN ", "BEGIN { ", "syscall::read:entry /", "BEGIN { x = ",
		"tick-1s, END\n/pid == 1/ { ", "#pragma D option quiet\nBEGIN {\n",
	};
	char *argv[] = { "s.d", "7", "ident", "two words" };
	int nok = 0, nerr = 0, nbad = 0;

	(void)arg;
	dtrace_set_macroargs(g_dtp, NELEM(argv), argv);
	g_rng = 0x2545f4914f6cdd1dULL;
	for (int i = 0; i < 6000; i++) {
		sbuf_t sb = { NULL, 0, 0 };
		int ntok = 1 + rnd_below(40), r;

		sb_printf(&sb, "%s", starts[rnd_below(NELEM(starts))]);
		for (int k = 0; k < ntok; k++) {
			static const char *const seps[] = { " ", "", "\n", "  \t" };

			sb_printf(&sb, "%s%s", toks[rnd_below(NELEM(toks))],
			    seps[rnd_below(NELEM(seps))]);
		}
		/* often close what was opened, to get past the body */
		if (rnd_below(2) == 0)
			sb_printf(&sb, ";}");
		r = fuzz_one(sb.s, sb.n);
		if (r < 0 && nbad++ < 5)
			fuzz_report("token soup", sb.s, sb.n);
		nok += r == 1;
		nerr += r == 0;
		free(sb.s);
	}
	dtrace_set_macroargs(g_dtp, 0, NULL);
	UT_EQ_INT(nbad, 0);
	UT_CHECK(nok > 0);
	UT_CHECK(nerr > 0);
}

/* programs that parse, with one to three bytes replaced, and truncated */
static void
test_fuzz_mutations(const void *arg)
{
	static const char *const progs[] = {
		("#pragma D option quiet\nsyscall::read:entry, syscall::write:entry\n"
		"/pid == $pid && execname != \"x\"/\n{\n\tself->ts = timestamp;\n"
		"\t@a[probefunc, (int)arg0 % 4] = count();\n}\n"),
		("BEGIN { x = a ? b : c ? d : e; y = sizeof(int) + 'a' + 0x10UL; }\n"
		"END /x / 2 > 1/ { printf(\"%d %s\\n\", x, \"a\" \"b\"); exit(0) }\n"),
		"tick-1s { if (x++ >= 3) { exit(0); } else { this->y = -~!x; } }\n",
	};
	static const char repl[] = "/{}()[]\"'\\*$#@;,.-:\n 0x";
	int nbad = 0;

	(void)arg;
	g_rng = 12345;
	for (int p = 0; p < NELEM(progs); p++) {
		size_t len = strlen(progs[p]);
		char *t = malloc(len);

		for (int i = 0; i < 1500; i++) {
			memcpy(t, progs[p], len);
			for (int k = 1 + rnd_below(3); k > 0; k--)
				t[rnd_below(len)] = repl[rnd_below(sizeof(repl) - 1)];
			if (fuzz_one(t, len) < 0 && nbad++ < 5)
				fuzz_report("mutation", t, len);
			/* and truncated */
			if (fuzz_one(t, rnd_below(len)) < 0 && nbad++ < 5)
				fuzz_report("truncation", t, len);
		}
		free(t);
	}
	UT_EQ_INT(nbad, 0);
}

int
main(void)
{
	g_dtp = dt_handle_create();	/* no privileges needed to parse */
	g_dtp->srcname = "test.d";	/* messages are "line N: ..." */

	test_pdescs();
	test_operators();
	test_statements();
	test_literals();
	test_literals_ilp32();
	test_macros();
	test_errors();
	test_known_bugs();
	test_precedence_random();
	UT_CHECK(in_child(test_fuzz_bytes, NULL));
	UT_CHECK(in_child(test_fuzz_tokens, NULL));
	UT_CHECK(in_child(test_fuzz_mutations, NULL));

	dtrace_close(g_dtp);
	return ut_finish("parse");
}
