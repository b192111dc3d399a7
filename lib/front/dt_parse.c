/*
 * dt_parse.c: the D parser.
 *
 * Recursive descent over the token stream of dt_lex.c, with precedence
 * climbing for binary operators.  It builds the AST of dt_impl.h and does no
 * semantic work: identifiers stay names until dt_check resolves them.
 *
 *   program    := { pragma | clause }
 *   clause     := pspec { ',' pspec } [ '/' expr '/' ] [ '{' stmts '}' ]
 *   stmt       := ';' | '{' stmts '}' | if '(' expr ')' stmt [ else stmt ]
 *               | expr ';'          (the ';' before a closing '}' is optional)
 *   expr       := assign { ',' assign }
 *   assign     := cond [ assignop assign ]
 *   cond       := binary [ '?' expr ':' cond ]
 *   binary     := precedence climbing, C's table with D's ^^ between && and ||
 *   unary      := op unary | sizeof ... | '(' type ')' unary | postfix
 *   postfix    := primary { '[' args ']' | '(' args ')' | '.' id | '->' id | ++ | -- }
 *   primary    := int | string+ | id | @agg | self->id | this->id | '(' expr ')'
 *
 * A node's line is what the checker's errors give, as DTrace gives it: an
 * operator's, a cast's or an assignment's is the line of the token after
 * its right operand (where DTrace's parser makes the node), a clause keeps
 * the line of its closing '}' in op.  Top-level declarations include C's
 * function definitions (a header's static inline functions under -C): their
 * bodies are skipped.
 *
 * Errors longjmp out through dt_cerror() with the line of the offending token;
 * every node allocated so far hangs off a list owned by the parser and is
 * freed on error.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_lex.h"
#include "dt_front.h"

typedef struct dt_parser {
	dtrace_hdl_t *dtp;
	dt_lexer_t lx;
	dt_token_t tok;		/* current token */
	dt_token_t ahead[2];	/* look-ahead tokens (have_ahead of them) */
	int have_ahead;
	int depth;		/* recursion depth, bounded */
	int closeline;		/* the line of the '}' that closed the last statement list */
	int nodecl;		/* the last declarator declares nothing (a function, extern a[]);
				 * 2: a function, name(params), which a body may follow */
	int inextern;		/* in an extern declaration: no storage, so no size limit */
	int flags;		/* DT_PARSE_* */
	int errline;		/* if not 0, the line of a constant expression's error */
	dt_node_t *all;		/* every node, for freeing on error */
} dt_parser_t;

#define DT_PARSE_MAXDEPTH	1000

/* all nodes are chained through a hidden header so that errors free them */
typedef struct dt_nodehdr {
	struct dt_nodehdr *anext;
	dt_node_t n;
} dt_nodehdr_t;

static dt_node_t *
pr_node(dt_parser_t *ps, dt_nkind_t kind, int line)
{
	dt_nodehdr_t *h = calloc(1, sizeof(*h));

	if (h == NULL)
		dt_cerror(ps->dtp, D_UNKNOWN, line, "out of memory");
	h->anext = (dt_nodehdr_t *)ps->all;
	ps->all = (dt_node_t *)h;
	h->n.kind = kind;
	h->n.line = line;
	return &h->n;
}

/*
 * A new node of the parse that node near belongs to, for the checker's
 * rewrites: chained after near's header, so that freeing the parse frees it.
 */
dt_node_t *
dt_node_add(dt_node_t *near, dt_nkind_t kind)
{
	dt_nodehdr_t *nh = (dt_nodehdr_t *)((char *)near - offsetof(dt_nodehdr_t, n));
	dt_nodehdr_t *h = dt_zalloc(sizeof(*h));

	h->anext = nh->anext;
	nh->anext = h;
	h->n.kind = kind;
	h->n.line = near->line;
	return &h->n;
}

static void
pr_free_all(dt_parser_t *ps)
{
	dt_nodehdr_t *h = (dt_nodehdr_t *)ps->all, *nx;

	for (; h != NULL; h = nx) {
		nx = h->anext;
		free(h->n.str);
		free(h);
	}
	ps->all = NULL;
}

/* Free a tree returned by dt_parse (its nodes are still chained). */
void
dt_node_free(dt_node_t *root)
{
	dt_nodehdr_t *h;

	if (root == NULL)
		return;
	h = (dt_nodehdr_t *)((char *)root - offsetof(dt_nodehdr_t, n));
	/* the root's header is the head of the allocation chain of its parse */
	while (h != NULL) {
		dt_nodehdr_t *nx = h->anext;

		free(h->n.str);
		free(h);
		h = nx;
	}
}

static void
pr_next(dt_parser_t *ps)
{
	if (ps->have_ahead > 0) {
		ps->tok = ps->ahead[0];
		ps->ahead[0] = ps->ahead[1];
		ps->have_ahead--;
	} else {
		dt_lex_next(&ps->lx, &ps->tok);
	}
}

/* the k-th token after the current one (k = 1 or 2) */
static dt_token_t *
pr_peekn(dt_parser_t *ps, int k)
{
	while (ps->have_ahead < k)
		dt_lex_next(&ps->lx, &ps->ahead[ps->have_ahead++]);
	return &ps->ahead[k - 1];
}

static dt_token_t *
pr_peek(dt_parser_t *ps)
{
	return pr_peekn(ps, 1);
}

static void __attribute__((noreturn))
pr_syntax(dt_parser_t *ps)
{
	char buf[64];
	const char *what;

	if (ps->tok.macro != NULL) {
		/* a macro argument's value: named as written, as DTrace does */
		snprintf(buf, sizeof(buf), "%.*s", (int)ps->tok.macrolen, ps->tok.macro);
		dt_cerror(ps->dtp, D_SYNTAX, ps->tok.line, "syntax error near \"%s\"", buf);
	}
	switch (ps->tok.t) {
	case T_EOF:
		dt_cerror(ps->dtp, D_SYNTAX, ps->tok.line, "syntax error near end-of-input");
	case T_IDENT: case T_PSPEC: case T_PRAGMA: case T_SYM:
		what = ps->tok.s;
		break;
	case T_AGG:
		snprintf(buf, sizeof(buf), "@%s", ps->tok.s);
		what = buf;
		break;
	case T_STR:
		snprintf(buf, sizeof(buf), "\"%.40s\"", ps->tok.s);
		what = buf;
		break;
	case T_INT:
		snprintf(buf, sizeof(buf), "%lld", (long long)ps->tok.ival);
		what = buf;
		break;
	default:
		what = dt_tokname(ps->tok.t, buf, sizeof(buf));
	}
	dt_cerror(ps->dtp, D_SYNTAX, ps->tok.line, "syntax error near \"%s\"", what);
}

static void
pr_expect(dt_parser_t *ps, int t)
{
	if (ps->tok.t != t)
		pr_syntax(ps);
	pr_next(ps);
}

static char *
pr_strdup(dt_parser_t *ps, const char *s, size_t n)
{
	char *c = malloc(n + 1);

	if (c == NULL)
		dt_cerror(ps->dtp, D_UNKNOWN, ps->tok.line, "out of memory");
	memcpy(c, s, n);
	c[n] = '\0';
	return c;
}

/* a string owned by the parse (freed with the tree, or on error) */
static char *
pr_keep(dt_parser_t *ps, const char *str, size_t n)
{
	dt_node_t *holder = pr_node(ps, DT_NODE_EMPTY, ps->tok.line);

	holder->str = pr_strdup(ps, str, n);
	return holder->str;
}

static dt_node_t *pr_expr(dt_parser_t *);
static dt_node_t *pr_assign(dt_parser_t *);
static dt_node_t *pr_unary(dt_parser_t *);
static dt_node_t *pr_stmt(dt_parser_t *);
static dt_node_t *pr_cond(dt_parser_t *);

/*
 * Is the token the start of a type name (for casts, sizeof and offsetof)?
 * D's own types, struct/union/enum, and kernel typedefs from BTF; a name
 * that is a built-in variable is never looked up as a kernel type.
 */
static int
pr_is_typename2(dt_parser_t *ps, const dt_token_t *tk, const dt_token_t *follow)
{
	if (tk->t != T_IDENT)
		return 0;
	if (strcmp(tk->s, "unsigned") == 0 || strcmp(tk->s, "signed") == 0 ||
	    strcmp(tk->s, "struct") == 0 || strcmp(tk->s, "union") == 0 ||
	    strcmp(tk->s, "enum") == 0 || strcmp(tk->s, "const") == 0 ||
	    strcmp(tk->s, "volatile") == 0)
		return 1;
	if (dt_type_lookup(ps->dtp, tk->s) != NULL)
		return 1;
	if (dt_is_builtin_var(tk->s))
		return 0;
	/* a kernel typedef in a cast is followed by ')' or '*': don't load BTF otherwise */
	if (follow != NULL && follow->t != ')' && follow->t != '*')
		return 0;
	return dt_btf_lookup(ps->dtp, tk->s) != NULL;
}

static int
pr_is_typename(dt_parser_t *ps, const dt_token_t *tk)
{
	return pr_is_typename2(ps, tk, NULL);
}

/* C's declaration keywords, which D reserves: no expression begins with one */
static int
pr_is_declword(const char *w)
{
	static const char *const kw[] = {
		"auto", "char", "const", "double", "enum", "extern", "float", "inline", "int",
		"long", "register", "short", "signed", "static", "struct", "translator",
		"typedef", "union", "unsigned", "void", "volatile", "provider",
	};

	for (size_t i = 0; i < sizeof(kw) / sizeof(kw[0]); i++)
		if (strcmp(kw[i], w) == 0)
			return 1;
	return 0;
}

static int
pr_is_word(const dt_token_t *tk, const char *w)
{
	return tk->t == T_IDENT && strcmp(tk->s, w) == 0;
}

static dt_type_t *pr_sou_body(dt_parser_t *, dt_type_t *);
static void pr_enum_body(dt_parser_t *, dt_type_t *);

/* struct|union|enum X [{...}] (the keyword is the current token) */
static dt_type_t *
pr_tagspec(dt_parser_t *ps, int line)
{
	char name[256];
	int isenum = pr_is_word(&ps->tok, "enum");
	dt_tkind_t kind = isenum ? DT_TK_ENUM : pr_is_word(&ps->tok, "struct") ?
	    DT_TK_STRUCT : DT_TK_UNION;
	dt_type_t *t;

	snprintf(name, sizeof(name), "%s", ps->tok.s);
	pr_next(ps);
	if (ps->tok.t == T_SYM) {
		/*
		 * struct D`name (D's own) or struct module`name: the kernel's
		 * types come from BTF whatever the module, so the tag is the name
		 */
		snprintf(name + strlen(name), sizeof(name) - strlen(name), " %s",
		    strchr(ps->tok.s, '`') + 1);
		pr_next(ps);
	} else if (ps->tok.t == T_IDENT) {
		snprintf(name + strlen(name), sizeof(name) - strlen(name), " %s", ps->tok.s);
		pr_next(ps);
	} else if (ps->tok.t != '{') {
		pr_syntax(ps);
	} else {
		snprintf(name + strlen(name), sizeof(name) - strlen(name), " <anon>");
	}
	if (ps->tok.t == '{') {
		if (dt_type_lookup_defined(ps->dtp, name) != NULL && strstr(name, "<anon>") == NULL)
			dt_cerror(ps->dtp, D_DECL_TYPERED, ps->tok.line, "type redeclared: %s", name);
		t = dt_type_new(ps->dtp, kind, isenum ? 4 : 0, name);
		t->members_done = 1;
		if (isenum) {
			t->sign = 1;
			dt_type_define(ps->dtp, name, t);
			pr_enum_body(ps, t);
		} else {
			dt_type_define(ps->dtp, name, t);
			pr_sou_body(ps, t);
		}
		return t;
	}
	if ((t = dt_type_lookup(ps->dtp, name)) == NULL) {
		if (isenum)
			dt_cerror(ps->dtp, D_UNKNOWN_TYPE, line, "failed to resolve type %s: %s",
			    name, "Unknown type name");
		/* a struct/union tag nobody defined is declared, incomplete */
		t = dt_type_new(ps->dtp, kind, 0, name);
		t->members_done = 1;
		dt_type_define(ps->dtp, name, t);
	}
	return t;
}

/*
 * type-specifier: any order of const/volatile, signed/unsigned, short/long,
 * and one of char/int/void/float/double (long double: the one floating
 * type with an attribute), struct|union|enum X [{...}] or a typedef name
 * (D's, the program's, the kernel's).  A body defines the type in D's
 * scope.  Combinations C and D refuse are refused with DTrace's tags.  A
 * typedef name after a complete type is the declarator ("int pid_t;"
 * declares a variable called pid_t, as in DTrace).
 */
static dt_type_t *
pr_typespec(dt_parser_t *ps)
{
	int line = ps->tok.line;
	int sign = 0, nshort = 0, nlong = 0;	/* sign: 1 signed, 2 unsigned */
	const char *base = NULL;		/* char, int or void */
	dt_type_t *t = NULL, *tt;		/* a tag or typedef type */
	char name[64];

	for (;;) {
		const char *w = ps->tok.s;

		if (ps->tok.t != T_IDENT)
			break;
		if (strcmp(w, "const") == 0 || strcmp(w, "volatile") == 0) {
			pr_next(ps);
			continue;
		}
		if (strcmp(w, "struct") == 0 || strcmp(w, "union") == 0 || strcmp(w, "enum") == 0) {
			/*
			 * DTrace checks the tag when it has read the token after
			 * its name (or the '{' of an anonymous one): its line.
			 */
			int tagline = pr_peek(ps)->t == T_IDENT || pr_peek(ps)->t == T_SYM ?
			    pr_peekn(ps, 2)->line : pr_peek(ps)->line;

			if (base != NULL || t != NULL)
				dt_cerror(ps->dtp, D_DECL_COMBO, tagline, "invalid type combination");
			if (sign != 0)
				dt_cerror(ps->dtp, D_DECL_SIGNINT, tagline, "invalid type declaration: "
				    "signed and unsigned may only be used with integer type");
			if (nlong != 0)
				dt_cerror(ps->dtp, D_DECL_LONGINT, tagline, "invalid type declaration: "
				    "long and long long may only be used with integer or floating-point "
				    "type");
			if (nshort != 0)
				dt_cerror(ps->dtp, D_DECL_COMBO, tagline, "invalid type combination");
			t = pr_tagspec(ps, line);
			continue;
		}
		if (strcmp(w, "signed") == 0 || strcmp(w, "unsigned") == 0) {
			int sg = w[0] == 's' ? 1 : 2;

			if (sign != 0 && sign != sg)
				dt_cerror(ps->dtp, D_DECL_COMBO, line, "invalid type combination");
			sign = sg;
		} else if (strcmp(w, "short") == 0) {
			nshort++;
		} else if (strcmp(w, "long") == 0) {
			if (++nlong > 2)
				dt_cerror(ps->dtp, D_DECL_COMBO, line, "invalid type combination");
		} else if (strcmp(w, "char") == 0 || strcmp(w, "int") == 0 || strcmp(w, "void") == 0 ||
		    strcmp(w, "float") == 0 || strcmp(w, "double") == 0) {
			if (base != NULL || t != NULL)
				dt_cerror(ps->dtp, D_DECL_COMBO, line, "invalid type combination");
			base = w[0] == 'c' ? "char" : w[0] == 'i' ? "int" : w[0] == 'v' ? "void" :
			    w[0] == 'f' ? "float" : "double";
		} else if (base != NULL || t != NULL) {
			break;		/* the declarator */
		} else if (sign != 0 || nshort != 0 || nlong != 0) {
			/* "unsigned x": x is the declarator, unless a D typedef */
			if ((tt = dt_type_lookup_d(ps->dtp, w)) == NULL)
				break;
			t = tt;
		} else if ((tt = dt_type_lookup(ps->dtp, w)) != NULL ||
		    (!dt_is_builtin_var(w) && (tt = dt_btf_lookup(ps->dtp, w)) != NULL)) {
			t = tt;
		} else {
			dt_cerror(ps->dtp, D_TYPE_ERR, line, "invalid type name \"%s\"", w);
		}
		pr_next(ps);
	}
	if (t != NULL) {
		if (sign != 0)
			dt_cerror(ps->dtp, D_DECL_SIGNINT, line, "invalid type declaration: signed and "
			    "unsigned may only be used with integer type");
		if (nlong != 0)
			dt_cerror(ps->dtp, D_DECL_LONGINT, line, "invalid type declaration: long and "
			    "long long may only be used with integer or floating-point type");
		if (nshort != 0)
			dt_cerror(ps->dtp, D_DECL_COMBO, line, "invalid type combination");
		return t;
	}
	if (base == NULL && sign == 0 && nshort == 0 && nlong == 0)
		pr_syntax(ps);
	if (base != NULL && strcmp(base, "void") == 0) {
		if (sign != 0 || nshort != 0 || nlong != 0)
			dt_cerror(ps->dtp, D_DECL_VOIDATTR, line, "invalid type declaration: "
			    "attributes may not be used with void type");
		return &dt_type_void;
	}
	if (base != NULL && (strcmp(base, "float") == 0 || strcmp(base, "double") == 0)) {
		/* float, double and long double: no sign, no short, one long on double */
		if (sign != 0)
			dt_cerror(ps->dtp, D_DECL_SIGNINT, line, "invalid type declaration: signed and "
			    "unsigned may only be used with integer type");
		snprintf(name, sizeof(name), "%s%s%s", nshort ? "short " : "",
		    nlong == 1 ? "long " : nlong == 2 ? "long long " : "", base);
		if ((t = dt_type_lookup(ps->dtp, name)) == NULL)
			dt_cerror(ps->dtp, D_UNKNOWN_TYPE, line, "failed to resolve type %s: %s",
			    name, "Unknown type name");
		return t;
	}
	if (base != NULL && strcmp(base, "char") == 0) {
		if (nshort != 0 || nlong != 0)
			dt_cerror(ps->dtp, D_DECL_CHARATTR, line, "invalid type declaration: "
			    "short and long may not be used with char type");
		snprintf(name, sizeof(name), "%schar", sign == 2 ? "unsigned " :
		    sign == 1 ? "signed " : "");
	} else {
		if (nshort != 0 && nlong != 0)
			dt_cerror(ps->dtp, D_DECL_COMBO, line, "invalid type combination");
		snprintf(name, sizeof(name), "%s%s", sign == 2 ? "unsigned " : "",
		    nshort ? "short" : nlong == 1 ? "long" : nlong == 2 ? "long long" : "int");
	}
	return dt_type_lookup(ps->dtp, name);
}

static dt_type_t *
pr_stars(dt_parser_t *ps, dt_type_t *t)
{
	while (ps->tok.t == '*') {
		t = dt_type_ptr_decl(ps->dtp, t);
		pr_next(ps);
		while (pr_is_word(&ps->tok, "const") || pr_is_word(&ps->tok, "volatile"))
			pr_next(ps);
	}
	return t;
}

static int64_t pr_consteval_or(dt_parser_t *, dt_node_t *, dt_errtag_t, const char *);

/*
 * Array dimensions after a declarator or in a type name, the first '['
 * consumed: "N] [M] ...", each a positive integer constant.  int a[2][3] is
 * an array of 2 arrays of 3 ints, so the last dimension applies first.
 */
/* at the start of a parameter: a storage class or a type name */
static int
pr_is_param_start(dt_parser_t *ps)
{
	static const char *const classes[] = { "register", "auto", "static", "extern", "typedef" };

	if (ps->tok.t == T_SELF || ps->tok.t == T_THIS)
		return 1;
	for (size_t i = 0; i < sizeof(classes) / sizeof(classes[0]); i++)
		if (pr_is_word(&ps->tok, classes[i]))
			return 1;
	return pr_is_typename(ps, &ps->tok);
}

static dt_node_t *pr_typename(dt_parser_t *);

/*
 * "[register] type [name], ..." up to close (consumed): the parameters of
 * a probe prototype or the key types of an associative array, as DT_NODE_TYPE
 * nodes (str: the name, or NULL).  kind names the prototype in messages.
 */
static dt_node_t *
pr_paramlist(dt_parser_t *ps, const char *kind, int close)
{
	dt_node_t *head = NULL, **tail = &head;
	int nvoid = 0, n = 0;

	for (;;) {
		dt_node_t *p;

		if (ps->tok.t == '.' && pr_peek(ps)->t == '.')
			dt_cerror(ps->dtp, D_DECL_PROTO_VARARGS, ps->tok.line, "%s prototype may "
			    "not use a variable-length argument list", kind);
		if (pr_is_word(&ps->tok, "register")) {
			pr_next(ps);	/* the one class a parameter may have */
		} else if (ps->tok.t != T_IDENT || !pr_is_typename(ps, &ps->tok)) {
			if (pr_is_param_start(ps))
				dt_cerror(ps->dtp, D_DECL_PARMCLASS, ps->tok.line, "inappropriate storage "
				    "class for function or associative array parameter");
		}
		p = *tail = pr_typename(ps);
		n++;
		if (ps->tok.t == T_IDENT && !pr_is_typename(ps, &ps->tok)) {
			free(p->str);	/* the type's spelling: the name takes its place */
			p->str = pr_strdup(ps, ps->tok.s, ps->tok.len);
			pr_next(ps);
		}
		if (p->type->kind == DT_TK_VOID) {
			nvoid++;
			if (close == ']')
				dt_cerror(ps->dtp, D_DECL_PROTO_TYPE, p->line, "%s prototype may not use "
				    "parameter of type void: %s, parameter #%d", kind,
				    p->str != NULL ? p->str : "(anonymous)", n);
			if (p->str != NULL)
				dt_cerror(ps->dtp, D_DECL_PROTO_NAME, p->line, "void parameter may not "
				    "have a name: %s", p->str);
		}
		tail = &p->next;
		if (ps->tok.t != ',')
			break;
		pr_next(ps);
	}
	pr_expect(ps, close);
	if (nvoid > 0 && n > 1)
		dt_cerror(ps->dtp, D_DECL_PROTO_VOID, ps->tok.line, "void must be sole parameter");
	return head;
}

/*
 * A named parameter p of list (isout: list is an output prototype, whose
 * input parameters are formals): an input name is declared once, an
 * output name must be an input's.
 */
static void
pr_param_form(dt_parser_t *ps, const char *kind, dt_node_t *list, int isout, dt_node_t *formals,
    dt_node_t *p)
{
	int found = 0, i = 1;

	if (p->str == NULL)
		return;
	for (dt_node_t *q = list; q != p; q = q->next)
		i++;
	for (dt_node_t *f = isout ? formals : list; f != NULL && f != p; f = f->next)
		found |= f->str != NULL && strcmp(f->str, p->str) == 0;
	if (found != isout)
		dt_cerror(ps->dtp, D_DECL_PROTO_FORM, p->line, "parameter is %s declared in %s "
		    "prototype: %s, parameter #%d", isout ? "not" : "already", kind, p->str, i);
}

static dt_type_t *
pr_dims(dt_parser_t *ps, dt_type_t *t, int line)
{
	static const char msg[] = "positive integral constant expression or tuple "
	    "signature expected as array declaration subscript";
	int64_t n = pr_consteval_or(ps, pr_cond(ps), D_DECL_ARRSUB, msg);

	if (n <= 0)
		dt_cerror(ps->dtp, D_DECL_ARRSUB, line, "%s", msg);
	/* DTrace's limit is UINT_MAX; a variable's is smaller */
	if (n > (ps->inextern ? (int64_t)UINT32_MAX : (1 << 24)))
		dt_cerror(ps->dtp, D_DECL_ARRBIG, line, "array dimension too big");
	pr_expect(ps, ']');
	if (ps->tok.t == '[') {
		line = ps->tok.line;
		pr_next(ps);
		if (pr_is_param_start(ps))
			dt_cerror(ps->dtp, D_DECL_DYNOBJ, line, "cannot declare array of associative arrays");
		t = pr_dims(ps, t, line);
	}
	if (t->kind == DT_TK_VOID)
		dt_cerror(ps->dtp, D_DECL_VOIDOBJ, line, "cannot declare array of void");
	if (ps->inextern)
		return t;	/* the declaration is checked, and dropped */
	if ((int64_t)t->size * n > (1 << 24))
		dt_cerror(ps->dtp, D_DECL_ARRBIG, line, "array dimension too big");
	return dt_type_array(ps->dtp, t, (int)n);
}

/* type-name (casts, sizeof, offsetof): a type specifier, '*'s, dimensions */
static dt_node_t *
pr_typename(dt_parser_t *ps)
{
	dt_node_t *n = pr_node(ps, DT_NODE_TYPE, ps->tok.line);
	dt_type_t *base;
	const char *spelled = NULL;	/* (the lexer's: lives as long as the parse) */

	/* a typedef's name, which messages give as the program spelled it (str) */
	if (ps->tok.t == T_IDENT && !pr_is_declword(ps->tok.s))
		spelled = ps->tok.s;
	base = pr_typespec(ps);
	n->type = pr_stars(ps, base);
	if (spelled != NULL && n->type == base && ps->tok.t != '[' &&
	    strcmp(spelled, base->name) != 0)
		n->str = pr_strdup(ps, spelled, strlen(spelled));
	if (spelled != NULL && ps->tok.t != '[' && strcmp(spelled, base->name) != 0) {
		/* and with its '*'s (a probe's argument types are kept as written) */
		char buf[128];
		int k = 0;
		dt_type_t *t;

		for (t = n->type; t != base && t->kind == DT_TK_PTR; t = t->ref)
			k++;
		if (t == base && strlen(spelled) + (size_t)k + 2 < sizeof(buf)) {
			snprintf(buf, sizeof(buf), "%s%s%.*s", spelled, k > 0 ? " " : "", k,
			    "****************************************************************");
			n->tspell = pr_keep(ps, buf, strlen(buf));
		}
	}
	if (ps->tok.t == '[') {
		int line = ps->tok.line;

		pr_next(ps);
		n->type = pr_dims(ps, n->type, line);
	}
	return n;
}

/*
 * An integer constant expression, evaluated while parsing (enum values,
 * sizes); anything else is error tag with message msg.
 */
static int64_t
pr_consteval_or(dt_parser_t *ps, dt_node_t *n, dt_errtag_t tag, const char *msg)
{
	int64_t a, b;
	dt_type_t *et;

	switch (n->kind) {
	case DT_NODE_INT:
		return n->ival;
	case DT_NODE_IDENT:
		/* an enumerator; not self->x or this->x, nor a bare self or this (no name) */
		if (n->idkind == DT_IDENT_NONE && n->str != NULL &&
		    dt_enum_lookup(ps->dtp, n->str, &a, &et))
			return a;
		break;
	case DT_NODE_OP1:
		a = pr_consteval_or(ps, n->l, tag, msg);
		if (n->op == T_UMINUS)
			return -(uint64_t)a;
		if (n->op == T_UPLUS)
			return a;
		if (n->op == '~')
			return ~a;
		if (n->op == '!')
			return !a;
		break;
	case DT_NODE_OP2:
		a = pr_consteval_or(ps, n->l, tag, msg);
		b = pr_consteval_or(ps, n->r, tag, msg);
		switch (n->op) {
		case '+': return (uint64_t)a + (uint64_t)b;
		case '-': return (uint64_t)a - (uint64_t)b;
		case '*': return (uint64_t)a * (uint64_t)b;
		case '/': case '%':
			if (b == 0)
				dt_cerror(ps->dtp, D_DIV_ZERO, n->line, "expression contains division by zero");
			if (b == -1)
				return n->op == '/' ? -(uint64_t)a : 0;
			return n->op == '/' ? a / b : a % b;
		case T_SHL: return (uint64_t)a << (b & 63);
		case T_SHR: return a >> (b & 63);
		case '&': return a & b;
		case '|': return a | b;
		case '^': return a ^ b;
		default: break;
		}
		break;
	case DT_NODE_SIZEOF:
		if (n->l->kind == DT_NODE_TYPE)
			return n->l->type->size;
		break;
	default:
		break;
	}
	dt_cerror(ps->dtp, tag, ps->errline ? ps->errline : n->line, "%s", msg);
}

/* { name [= value], ... } */
static void
pr_enum_body(dt_parser_t *ps, dt_type_t *t)
{
	int64_t next = 0;

	pr_expect(ps, '{');
	while (ps->tok.t != '}') {
		char *name;
		int64_t v, dummy;
		dt_type_t *dt;

		if (ps->tok.t != T_IDENT)
			pr_syntax(ps);
		name = pr_keep(ps, ps->tok.s, ps->tok.len);
		pr_next(ps);
		v = next;
		if (ps->tok.t == '=') {
			dt_node_t *e;
			char msg[256];

			pr_next(ps);
			snprintf(msg, sizeof(msg), "enumerator '%s' must be assigned to an integral "
			    "constant expression", name);
			e = pr_cond(ps);
			/* DTrace checks the enumerator once it read the token after it */
			ps->errline = ps->tok.line;
			v = pr_consteval_or(ps, e, D_DECL_ENCONST, msg);
			ps->errline = 0;
		}
		/* as DTrace: a name twice in one enum fails to define, another is redeclared */
		if (dt_enum_lookup(ps->dtp, name, &dummy, &dt))
			dt_cerror(ps->dtp, dt == t ? D_UNKNOWN : D_DECL_IDRED, ps->tok.line, dt == t ?
			    "failed to define enumerator '%s': Duplicate member or variable name" :
			    "identifier redeclared: %s", name);
		if (v < INT32_MIN || v > INT32_MAX)
			dt_cerror(ps->dtp, D_DECL_ENOFLOW, ps->tok.line, "enumerator '%s' value overflows INT_MAX (%d)",
			    name, INT32_MAX);
		dt_enum_define(ps->dtp, name, v, t);
		next = v + 1;
		if (ps->tok.t != ',')
			break;
		pr_next(ps);
	}
	pr_expect(ps, '}');
}

/*
 * The parameters of a function prototype, the '(' current: "()", "(void)",
 * or types with optional names, "..." last.  DTrace checks them (D_DECL_
 * PROTO_*) and declares nothing callable: the function is only declared.
 */
static void
pr_funcparams(dt_parser_t *ps)
{
	int n = 0, nvoid = 0;

	pr_expect(ps, '(');
	if (ps->tok.t == ')') {
		pr_next(ps);
		return;
	}
	for (;;) {
		dt_node_t *p;

		if (ps->tok.t == '.') {
			/* "...": three '.' tokens, then the ')' */
			for (int i = 0; i < 3; i++)
				pr_expect(ps, '.');
			break;
		}
		if (ps->tok.t == T_IDENT && !pr_is_typename(ps, &ps->tok) &&
		    !pr_is_word(&ps->tok, "register"))
			dt_cerror(ps->dtp, D_DECL_IDENT, ps->tok.line,
			    "old-style declaration or incorrect type specified");
		if (pr_is_word(&ps->tok, "register"))
			pr_next(ps);
		p = pr_typename(ps);
		n++;
		if (ps->tok.t == T_IDENT && !pr_is_typename(ps, &ps->tok)) {
			free(p->str);	/* the type's spelling: the name takes its place */
			p->str = pr_strdup(ps, ps->tok.s, ps->tok.len);
			pr_next(ps);
		}
		if (ps->tok.t == '[') {
			int line = ps->tok.line;

			pr_next(ps);
			if (ps->tok.t == ']' || pr_is_param_start(ps))
				dt_cerror(ps->dtp, D_DECL_PROTO_TYPE, line, "function prototype may not "
				    "use parameter of type dynamic variable: %s, parameter #%d",
				    p->str != NULL ? p->str : "(anonymous)", n);
			p->type = pr_dims(ps, p->type, line);
		}
		if (p->type->kind == DT_TK_VOID) {
			nvoid++;
			if (p->str != NULL)
				dt_cerror(ps->dtp, D_DECL_PROTO_NAME, p->line, "void parameter may not "
				    "have a name: %s", p->str);
		}
		if (ps->tok.t != ',')
			break;
		pr_next(ps);
	}
	if (nvoid > 0 && n > 1)
		dt_cerror(ps->dtp, D_DECL_PROTO_VOID, ps->tok.line, "void must be sole parameter");
	pr_expect(ps, ')');
}

/*
 * declarator: '*'... name ['[' constant ']']...; the name is owned by the
 * parse.  flags: PD_ASSOC, an associative array's key types may follow;
 * PD_FUNC, a function "f(params)" or pointer to one "(*f)(params)" may be
 * declared, and PD_EXTERN, "a[]" too: those set ps->nodecl, they declare
 * nothing (DTrace accepts them, for kernel symbols, and calls none).
 * PD_FPTR: a member that is a pointer to a function "(*f)(params)", or an
 * array of them "(*f[n])(params)", as C lays them out (8 bytes each).
 */
#define PD_ASSOC	1
#define PD_FUNC		2
#define PD_EXTERN	4
#define PD_FPTR		8

static char *
pr_declarator(dt_parser_t *ps, dt_type_t **tp, int flags, dt_node_t **keysp)
{
	char *name;
	int allow_assoc = flags & PD_ASSOC;

	ps->nodecl = 0;
	*tp = pr_stars(ps, *tp);
	if (ps->tok.t == '(' && pr_peek(ps)->t == '*' && (flags & PD_FUNC)) {
		/* (*f)(params): a pointer to a function */
		dt_type_t *dummy = *tp;

		pr_next(ps);
		name = pr_declarator(ps, &dummy, 0, NULL);
		pr_expect(ps, ')');
		pr_funcparams(ps);
		ps->nodecl = 1;
		return name;
	}
	if (ps->tok.t == '(' && pr_peek(ps)->t == '*' && (flags & PD_FPTR)) {
		/* (*f)(params), (*f[n])(params): the inner declarator applies to the function */
		char fname[300];
		dt_type_t *ft;

		snprintf(fname, sizeof(fname), "%s ()", (*tp)->name);
		ft = dt_type_new(ps->dtp, DT_TK_FUNC, 0, fname);
		ft->ref = *tp;
		pr_next(ps);
		name = pr_declarator(ps, &ft, 0, NULL);
		pr_expect(ps, ')');
		pr_funcparams(ps);
		*tp = ft;
		return name;
	}
	if (ps->tok.t == T_SYM)
		dt_cerror(ps->dtp, D_DECL_SCOPE, ps->tok.line, "D scoping operator may not be used "
		    "in a declaration name (%s)", ps->tok.s);
	if (ps->tok.t != T_IDENT)
		pr_syntax(ps);
	name = pr_keep(ps, ps->tok.s, ps->tok.len);
	pr_next(ps);
	if (ps->tok.t == '(') {
		/* f(a, b): K&R's identifier list, or a misspelt parameter type */
		const dt_token_t *nx = pr_peek(ps);

		if (nx->t == T_IDENT && !pr_is_typename(ps, nx))
			dt_cerror(ps->dtp, D_DECL_IDENT, ps->tok.line,
			    "old-style declaration or incorrect type specified");
		if (!(flags & PD_FUNC))
			dt_cerror(ps->dtp, D_UNSUPPORTED, ps->tok.line, "function declarations are "
			    "not supported here: %s", name);
		pr_funcparams(ps);
		ps->nodecl = 2;
		return name;
	}
	if (ps->tok.t == '[') {
		int line = ps->tok.line;

		pr_next(ps);
		if (ps->tok.t == ']' && (flags & PD_EXTERN)) {
			pr_next(ps);	/* extern int a[]: of unknown size */
			ps->nodecl = 1;
			return name;
		}
		if (ps->tok.t == ']')
			dt_cerror(ps->dtp, D_DECL_ARRNULL, line, "array declaration requires array "
			    "dimension or tuple signature: %s", name);
		if (allow_assoc && pr_is_param_start(ps)) {
			/* int a[string, int]: an associative array's key types */
			*keysp = pr_paramlist(ps, "array", ']');
			if (ps->tok.t == '[')
				dt_cerror(ps->dtp, D_DECL_DYNOBJ, ps->tok.line,
				    "cannot declare array of associative arrays");
			return name;
		}
		*tp = pr_dims(ps, *tp, line);
	}
	return name;
}

/* { type declarator [: bits]; ... } of a struct or union */
static dt_type_t *
pr_sou_body(dt_parser_t *ps, dt_type_t *t)
{
	pr_expect(ps, '{');
	while (ps->tok.t != '}') {
		dt_type_t *base = pr_typespec(ps);

		for (;;) {
			dt_type_t *mt = base;
			dt_node_t *keys = NULL;
			char *name;
			unsigned long dummy;
			int bits = 0;

			if (ps->tok.t == ';' || ps->tok.t == ',')
				dt_cerror(ps->dtp, D_DECL_MNAME, ps->tok.line,
				    "member declaration requires a name");
			name = pr_declarator(ps, &mt, PD_FPTR, &keys);

			if (ps->tok.t == ':') {
				int64_t b;

				pr_next(ps);
				b = pr_consteval_or(ps, pr_cond(ps), D_DECL_BFCONST,
				    "positive integral constant expression expected as bit-field size");
				if (!dt_type_is_int(mt) || b <= 0 || b > 8 * mt->size)
					dt_cerror(ps->dtp, !dt_type_is_int(mt) ? D_DECL_BFTYPE : b <= 0 ?
					    D_DECL_BFCONST : D_DECL_BFSIZE, ps->tok.line, !dt_type_is_int(mt) ?
					    "invalid type for bit-field: %s" : b <= 0 ? "positive integral "
					    "constant expression expected as bit-field size%.0s" :
					    "bit-field too big for type: %s", name);
				bits = (int)b;
			}
			if (dt_type_member(ps->dtp, t, name, &dummy) != NULL)
				dt_cerror(ps->dtp, D_DECL_MEMBRED, ps->tok.line, "member redeclared: %s", name);
			{
				/* the struct being defined is incomplete until its '}', arrays of it too */
				dt_type_t *et = mt;

				while (et->kind == DT_TK_ARRAY)
					et = et->ref;
				if (mt->size == 0 || et == t)
					dt_cerror(ps->dtp, D_DECL_INCOMPLETE, ps->tok.line,
					    "incomplete struct/union/enum %s: %s", et->name, name);
			}
			dt_type_add_member(ps->dtp, t, name, mt, bits);
			if (ps->tok.t != ',')
				break;
			pr_next(ps);
		}
		pr_expect(ps, ';');
	}
	pr_expect(ps, '}');
	return t;
}

/* ( type [name], ... ) of a probe definition; (void) and () are empty */
static dt_node_t *
pr_params(dt_parser_t *ps, const char *kind, int isout, dt_node_t *formals)
{
	dt_node_t *head;

	pr_expect(ps, '(');
	if (ps->tok.t == ')') {
		pr_next(ps);
		return NULL;
	}
	head = pr_paramlist(ps, kind, ')');
	for (dt_node_t *p = head; p != NULL; p = p->next)
		pr_param_form(ps, kind, head, isout, formals, p);
	if (head->type->kind == DT_TK_VOID)
		return NULL;	/* (void): no parameters */
	return head;
}

/*
 * The body of a C function, from its '{' to the '}' that closes it: its
 * tokens are skipped (D runs no C functions).  The lexer, which reads a
 * declaration up to a ';', goes back to the top level after it.
 */
static void
pr_skip_body(dt_parser_t *ps)
{
	int depth = 0;

	do {
		if (ps->tok.t == T_EOF)
			pr_syntax(ps);
		if (ps->tok.t == '{')
			depth++;
		else if (ps->tok.t == '}' && --depth == 0)
			ps->lx.state = LS_TOP;
		pr_next(ps);
	} while (depth > 0);
}

/*
 * A top-level declaration.  Types are defined here, as C does, so that
 * later text can use them; variables and inlines become DT_NODE_DECL
 * nodes (ival: 0 variable, 1 inline; idkind: storage) for the checker.
 */
static dt_node_t *
pr_decl(dt_parser_t *ps)
{
	int line = ps->tok.line;
	dt_idkind_t storage = DT_IDENT_GLOBAL;
	dt_node_t *head = NULL, **tail = &head;
	dt_type_t *base;
	int isextern = 0;
	int cclass = 0;		/* the line of a C storage class D has no use for */

	/*
	 * One storage class: self, this, extern (a kernel object: ignored),
	 * typedef; static, register and auto only on a C function (a header's
	 * "static inline" function, which -C brings in: D_DECL_BADCLASS else).
	 */
	for (int nclass = 0;; nclass++) {
		int istypedef = pr_is_word(&ps->tok, "typedef");

		if (ps->tok.t != T_SELF && ps->tok.t != T_THIS && !istypedef &&
		    !pr_is_word(&ps->tok, "extern") && !pr_is_word(&ps->tok, "static") &&
		    !pr_is_word(&ps->tok, "register") && !pr_is_word(&ps->tok, "auto"))
			break;
		if (nclass > 0)
			dt_cerror(ps->dtp, D_DECL_CLASS, ps->tok.line,
			    "only one storage class allowed in a declaration");
		if (pr_is_word(&ps->tok, "static") || pr_is_word(&ps->tok, "register") ||
		    pr_is_word(&ps->tok, "auto"))
			cclass = ps->tok.line;
		if (istypedef)
			break;
		if (ps->tok.t == T_SELF || ps->tok.t == T_THIS)
			storage = ps->tok.t == T_SELF ? DT_IDENT_SELF : DT_IDENT_THIS;
		isextern = pr_is_word(&ps->tok, "extern");
		pr_next(ps);
	}
	if (pr_is_word(&ps->tok, "typedef")) {
		pr_next(ps);
		base = pr_typespec(ps);
		for (;;) {
			dt_type_t *t = base;
			dt_node_t *keys = NULL;
			char *name = pr_declarator(ps, &t, 0, &keys);

			if (dt_type_lookup_defined(ps->dtp, name) != NULL)
				dt_cerror(ps->dtp, D_DECL_IDRED, line, "typedef redeclared: %s", name);
			dt_type_define(ps->dtp, name, t);
			if (ps->tok.t != ',')
				break;
			pr_next(ps);
		}
		pr_expect(ps, ';');
		return NULL;
	}
	if (cclass != 0 && pr_is_word(&ps->tok, "inline"))
		pr_next(ps);	/* static inline: C's function specifier, not a D inline */
	if (pr_is_word(&ps->tok, "inline")) {
		dt_node_t *n = pr_node(ps, DT_NODE_DECL, line);
		dt_node_t *keys = NULL;
		dt_type_t *t;

		pr_next(ps);
		t = pr_typespec(ps);
		/* inline T name[type param, ...] = expr: an array inline */
		n->str = dt_strdup(pr_declarator(ps, &t, PD_ASSOC, &keys));
		n->type = t;
		n->ival = 1;
		n->args = keys;
		pr_expect(ps, '=');
		n->l = pr_assign(ps);
		pr_expect(ps, ';');
		return n;
	}
	if (pr_is_word(&ps->tok, "translator")) {
		/* translator out-type < in-type param > { member = expr; ... }; */
		dt_node_t *n = pr_node(ps, DT_NODE_XLATOR, line), **mt = &n->args;

		pr_next(ps);
		n->x = pr_typename(ps);
		if (ps->tok.t == '(')
			pr_funcparams(ps);	/* a function type, as C reads it: then '<' is missing */
		pr_expect(ps, '<');
		n->r = pr_typename(ps);
		if (ps->tok.t != T_IDENT)
			pr_syntax(ps);
		n->str = pr_strdup(ps, ps->tok.s, ps->tok.len);
		pr_next(ps);
		pr_expect(ps, '>');
		pr_expect(ps, '{');
		while (ps->tok.t != '}') {
			dt_node_t *m = pr_node(ps, DT_NODE_EMPTY, ps->tok.line);

			if (ps->tok.t != T_IDENT)
				pr_syntax(ps);
			m->str = pr_strdup(ps, ps->tok.s, ps->tok.len);
			pr_next(ps);
			pr_expect(ps, '=');
			m->l = pr_assign(ps);
			pr_expect(ps, ';');
			*mt = m;
			mt = &m->next;
		}
		pr_expect(ps, '}');
		n->line = ps->tok.line;	/* DTrace checks a translator, and reports, at its end */
		pr_expect(ps, ';');
		return n;
	}
	if (pr_is_word(&ps->tok, "provider")) {
		/*
		 * provider name { probe name(types) [: (types)]; ... };
		 * Probe nodes: str = name ("__" becomes "-"), args = input
		 * types, x = output types, ival = has an output prototype.
		 */
		dt_node_t *n = pr_node(ps, DT_NODE_PROVIDER, line), **pt = &n->args;

		pr_next(ps);
		if (ps->tok.t != T_IDENT)
			pr_syntax(ps);
		n->str = pr_strdup(ps, ps->tok.s, ps->tok.len);
		pr_next(ps);
		pr_expect(ps, '{');
		while (ps->tok.t != '}') {
			dt_node_t *pr = pr_node(ps, DT_NODE_EMPTY, ps->tok.line);
			char *d;

			if (!pr_is_word(&ps->tok, "probe"))
				pr_syntax(ps);
			pr_next(ps);
			if (ps->tok.t != T_IDENT)
				pr_syntax(ps);
			pr->str = pr_strdup(ps, ps->tok.s, ps->tok.len);
			for (d = pr->str; (d = strstr(d, "__")) != NULL; )
				memmove(d, d + 1, strlen(d + 1) + 1), *d++ = '-';
			pr_next(ps);
			pr->args = pr_params(ps, "probe input", 0, NULL);
			if (ps->tok.t == ':') {
				pr_next(ps);
				pr->x = pr_params(ps, "probe output", 1, pr->args);
				pr->ival = 1;
			}
			pr_expect(ps, ';');
			*pt = pr;
			pt = &pr->next;
		}
		pr_expect(ps, '}');
		pr_expect(ps, ';');
		return n;
	}
	if ((storage != DT_IDENT_GLOBAL || isextern) && ps->tok.t == T_IDENT &&
	    !pr_is_typename(ps, &ps->tok))
		base = &dt_type_int;	/* "self x;", "extern x;": an int, as in D */
	else
		base = pr_typespec(ps);
	if (ps->tok.t == ';') {		/* a type definition alone */
		if (base->kind != DT_TK_STRUCT && base->kind != DT_TK_UNION &&
		    base->kind != DT_TK_ENUM)
			dt_cerror(ps->dtp, D_DECL_USELESS, ps->tok.line, "useless declaration");
		pr_next(ps);
		return NULL;
	}
	for (;;) {
		dt_node_t *n = pr_node(ps, DT_NODE_DECL, ps->tok.line);
		dt_type_t *t = base;

		ps->inextern = isextern;
		n->str = dt_strdup(pr_declarator(ps, &t, PD_ASSOC | PD_FUNC |
		    (isextern ? PD_EXTERN : 0), &n->args));
		ps->inextern = 0;
		if (cclass != 0 && ps->nodecl != 2)
			dt_cerror(ps->dtp, D_DECL_BADCLASS, cclass,
			    "specified storage class not appropriate in D");
		if (ps->nodecl == 2 && ps->tok.t == '{' && head == NULL) {
			/* a C function's definition (a header's): accepted, declaring nothing */
			pr_skip_body(ps);
			return NULL;
		}
		n->type = t;
		n->idkind = storage;
		/*
		 * A function declares nothing; an extern declaration describes a
		 * kernel object, which D reaches as `name: it declares nothing either.
		 */
		if (!ps->nodecl && !isextern) {
			*tail = n;
			tail = &n->next;
		}
		if (ps->tok.t != ',')
			break;
		pr_next(ps);
	}
	pr_expect(ps, ';');
	return head;
}

/*
 * Every nested expression and statement passes here: bound the C stack of
 * the parser and of the passes after it, which recurse over the tree.  A
 * chain that a loop builds (a + b + c ..., a, b, c ..., a->b->c ..., the
 * right-nested a = b = c ... and a ? b : c ? d ...) counts a level a link,
 * as deep as the tree it makes.
 */
static void
pr_enter(dt_parser_t *ps)
{
	if (++ps->depth > DT_PARSE_MAXDEPTH)
		dt_cerror(ps->dtp, D_SYNTAX, ps->tok.line,
		    "program is nested too deeply (more than %d levels)", DT_PARSE_MAXDEPTH);
}

static dt_node_t *
pr_args(dt_parser_t *ps, int close)
{
	dt_node_t *head = NULL, **tail = &head;

	if (ps->tok.t == close) {
		pr_next(ps);
		return NULL;
	}
	for (;;) {
		*tail = pr_assign(ps);
		tail = &(*tail)->next;
		if (ps->tok.t == ',') {
			pr_next(ps);
			continue;
		}
		pr_expect(ps, close);
		return head;
	}
}

static dt_node_t *
pr_primary(dt_parser_t *ps)
{
	dt_node_t *n;
	int line = ps->tok.line;

	switch (ps->tok.t) {
	case T_INT:
		n = pr_node(ps, DT_NODE_INT, line);
		n->ival = ps->tok.ival;
		n->type = ps->tok.itype;
		pr_next(ps);
		return n;
	case T_STR: {
		/* adjacent string literals concatenate, as in C */
		size_t len = ps->tok.len;
		char *s = pr_strdup(ps, ps->tok.s, len);

		n = pr_node(ps, DT_NODE_STR, line);
		n->str = s;
		pr_next(ps);
		while (ps->tok.t == T_STR) {
			char *c = dt_realloc(n->str, len + ps->tok.len + 1);

			if (c == NULL)
				dt_cerror(ps->dtp, D_UNKNOWN, line, "out of memory");
			memcpy(c + len, ps->tok.s, ps->tok.len);
			len += ps->tok.len;
			c[len] = '\0';
			n->str = c;
			pr_next(ps);
		}
		n->slen = len;
		return n;
	}
	case T_IDENT:
		if (strcmp(ps->tok.s, "xlate") == 0 && pr_peek(ps)->t == '<') {
			pr_next(ps);
			pr_next(ps);
			n = pr_node(ps, DT_NODE_XLATE, line);
			n->x = pr_typename(ps);
			pr_expect(ps, '>');
			pr_expect(ps, '(');
			n->l = pr_expr(ps);
			pr_expect(ps, ')');
			return n;
		}
		if (strcmp(ps->tok.s, "offsetof") == 0 && pr_peek(ps)->t == '(') {
			pr_next(ps);
			pr_next(ps);
			n = pr_node(ps, DT_NODE_OFFSETOF, line);
			if (!pr_is_typename(ps, &ps->tok))
				pr_syntax(ps);
			n->x = pr_typename(ps);
			pr_expect(ps, ',');
			if (ps->tok.t != T_IDENT)
				pr_syntax(ps);
			n->str = pr_strdup(ps, ps->tok.s, ps->tok.len);
			pr_next(ps);
			pr_expect(ps, ')');
			return n;
		}
		n = pr_node(ps, DT_NODE_IDENT, line);
		n->str = pr_strdup(ps, ps->tok.s, ps->tok.len);
		pr_next(ps);
		return n;
	case T_AGG:
		n = pr_node(ps, DT_NODE_AGG, line);
		n->str = pr_strdup(ps, ps->tok.s, ps->tok.len);
		pr_next(ps);
		if (ps->tok.t == '[') {
			pr_next(ps);
			n->args = pr_args(ps, ']');
			if (n->args == NULL)
				pr_syntax(ps);
		}
		return n;
	case T_SYM:
		n = pr_node(ps, DT_NODE_SYM, line);
		n->str = pr_strdup(ps, ps->tok.s, ps->tok.len);
		pr_next(ps);
		return n;
	case T_SELF:
	case T_THIS: {
		dt_idkind_t k = ps->tok.t == T_SELF ? DT_IDENT_SELF : DT_IDENT_THIS;

		pr_next(ps);
		n = pr_node(ps, DT_NODE_IDENT, line);
		n->idkind = k;
		if (ps->tok.t != T_ARROW)
			return n;	/* bare self or this: no name (the checker refuses it) */
		pr_next(ps);
		if (ps->tok.t != T_IDENT)
			pr_syntax(ps);
		n->str = pr_strdup(ps, ps->tok.s, ps->tok.len);
		pr_next(ps);
		return n;
	}
	case '(':
		pr_next(ps);
		n = pr_expr(ps);
		pr_expect(ps, ')');
		return n;
	default:
		pr_syntax(ps);
	}
}

static dt_node_t *
pr_postfix(dt_parser_t *ps)
{
	dt_node_t *n = pr_primary(ps);
	int links = 0;

	for (;;) {
		int line = ps->tok.line;
		dt_node_t *p;

		if (ps->tok.t == '[' || ps->tok.t == '.' || ps->tok.t == T_ARROW ||
		    ps->tok.t == T_INC || ps->tok.t == T_DEC) {
			pr_enter(ps);	/* the node made here holds n */
			links++;
		}
		switch (ps->tok.t) {
		case '(':
			if (n->kind != DT_NODE_IDENT || n->idkind != DT_IDENT_NONE)
				dt_cerror(ps->dtp, D_FUNC_IDENT, ps->tok.line,
				    "function designator is not of function type");
			pr_next(ps);
			n->kind = DT_NODE_CALL;
			n->args = pr_args(ps, ')');
			break;
		case '[':
			pr_next(ps);
			if (ps->tok.t == ']')
				pr_syntax(ps);
			p = pr_node(ps, DT_NODE_INDEX, line);
			p->l = n;
			p->args = pr_args(ps, ']');
			n = p;
			break;
		case '.':
		case T_ARROW:
			p = pr_node(ps, DT_NODE_MEMBER, line);
			p->op = ps->tok.t;
			pr_next(ps);
			if (ps->tok.t != T_IDENT)
				pr_syntax(ps);
			p->l = n;
			p->str = pr_strdup(ps, ps->tok.s, ps->tok.len);
			pr_next(ps);
			n = p;
			break;
		case T_INC:
		case T_DEC:
			p = pr_node(ps, DT_NODE_POSTFIX, line);
			p->op = ps->tok.t;
			p->l = n;
			pr_next(ps);
			n = p;
			break;
		default:
			ps->depth -= links;
			return n;
		}
	}
}

static dt_node_t *pr_unary1(dt_parser_t *);

static dt_node_t *
pr_unary(dt_parser_t *ps)
{
	dt_node_t *n;

	pr_enter(ps);
	n = pr_unary1(ps);
	ps->depth--;
	return n;
}

static dt_node_t *
pr_unary1(dt_parser_t *ps)
{
	int line = ps->tok.line;
	dt_node_t *n;
	int op;

	switch (ps->tok.t) {
	case '-': op = T_UMINUS; break;
	case '+': op = T_UPLUS; break;
	case '!': op = '!'; break;
	case '~': op = '~'; break;
	case '*': op = T_DEREF; break;
	case '&': op = T_ADDROF; break;
	case T_INC: op = T_PREINC; break;
	case T_DEC: op = T_PREDEC; break;
	case T_STRINGOF: op = T_STRINGOF; break;
	case T_SIZEOF:
		pr_next(ps);
		n = pr_node(ps, DT_NODE_SIZEOF, line);
		if (ps->tok.t == '(' && pr_is_typename2(ps, pr_peek(ps), pr_peekn(ps, 2))) {
			pr_next(ps);
			n->l = pr_typename(ps);
			pr_expect(ps, ')');
		} else {
			n->l = pr_unary(ps);
		}
		return n;
	case '(':
		if (pr_is_typename2(ps, pr_peek(ps), pr_peekn(ps, 2))) {
			pr_next(ps);
			n = pr_node(ps, DT_NODE_CAST, line);
			n->x = pr_typename(ps);
			pr_expect(ps, ')');
			n->l = pr_unary(ps);
			n->line = ps->tok.line;	/* (see pr_binary) */
			return n;
		}
		return pr_postfix(ps);
	default:
		return pr_postfix(ps);
	}
	pr_next(ps);
	n = pr_node(ps, DT_NODE_OP1, line);
	n->op = op;
	n->l = pr_unary(ps);
	n->line = ps->tok.line;	/* (see pr_binary) */
	return n;
}

/* binary operator precedence (higher binds tighter); 0 = not binary */
static int
pr_binprec(int t)
{
	switch (t) {
	case T_LOR: return 1;
	case T_LXOR: return 2;
	case T_LAND: return 3;
	case '|': return 4;
	case '^': return 5;
	case '&': return 6;
	case T_EQ: case T_NE: return 7;
	case '<': case '>': case T_LE: case T_GE: return 8;
	case T_SHL: case T_SHR: return 9;
	case '+': case '-': return 10;
	case '*': case '/': case '%': return 11;
	default: return 0;
	}
}

static dt_node_t *
pr_binary(dt_parser_t *ps, int minprec)
{
	dt_node_t *l = pr_unary(ps);
	int links = 0;

	for (;;) {
		int op = ps->tok.t, prec = pr_binprec(op), line = ps->tok.line;
		dt_node_t *n;

		if (prec == 0 || prec < minprec) {
			ps->depth -= links;
			return l;
		}
		pr_enter(ps);	/* the node made here holds l */
		links++;
		pr_next(ps);
		n = pr_node(ps, DT_NODE_OP2, line);
		n->op = op;
		n->l = l;
		n->r = pr_binary(ps, prec + 1);	/* all binary ops are left-assoc */
		/*
		 * An operator's line, which its errors give, is that of the
		 * token after its right operand, as in DTrace, whose parser
		 * makes the node once it has seen that token.
		 */
		n->line = ps->tok.line;
		l = n;
	}
}

static dt_node_t *
pr_cond(dt_parser_t *ps)
{
	dt_node_t *c = pr_binary(ps, 1), *n;

	if (ps->tok.t != '?')
		return c;
	pr_enter(ps);
	n = pr_node(ps, DT_NODE_OP3, ps->tok.line);
	pr_next(ps);
	n->x = c;
	n->l = pr_expr(ps);
	pr_expect(ps, ':');
	n->r = pr_cond(ps);
	n->line = ps->tok.line;	/* (see pr_binary) */
	ps->depth--;
	return n;
}

static int
pr_is_assignop(int t)
{
	switch (t) {
	case '=': case T_ADD_EQ: case T_SUB_EQ: case T_MUL_EQ: case T_DIV_EQ:
	case T_MOD_EQ: case T_AND_EQ: case T_OR_EQ: case T_XOR_EQ: case T_SHL_EQ:
	case T_SHR_EQ:
		return 1;
	default:
		return 0;
	}
}

static dt_node_t *
pr_assign(dt_parser_t *ps)
{
	dt_node_t *l = pr_cond(ps), *n;

	if (!pr_is_assignop(ps->tok.t))
		return l;
	pr_enter(ps);
	n = pr_node(ps, DT_NODE_OP2, ps->tok.line);
	n->op = ps->tok.t;
	pr_next(ps);
	n->l = l;
	n->r = pr_assign(ps);	/* right-assoc */
	n->line = ps->tok.line;	/* (see pr_binary) */
	ps->depth--;
	return n;
}

static dt_node_t *
pr_expr(dt_parser_t *ps)
{
	dt_node_t *l = pr_assign(ps);
	int links = 0;

	while (ps->tok.t == ',') {
		dt_node_t *n;

		pr_enter(ps);	/* the node made here holds l */
		links++;
		n = pr_node(ps, DT_NODE_OP2, ps->tok.line);
		n->op = ',';
		pr_next(ps);
		n->l = l;
		n->r = pr_assign(ps);
		n->line = ps->tok.line;	/* (see pr_binary) */
		l = n;
	}
	ps->depth -= links;
	return l;
}

/* statements up to the closing '}' (consumed) */
static dt_node_t *
pr_stmts(dt_parser_t *ps)
{
	dt_node_t *head = NULL, **tail = &head;

	while (ps->tok.t != '}') {
		dt_node_t *s;

		if (ps->tok.t == T_EOF)
			dt_cerror(ps->dtp, D_SYNTAX, ps->tok.line,
			    "syntax error near end-of-input");
		s = pr_stmt(ps);
		*tail = s;
		tail = &s->next;
	}
	ps->closeline = ps->tok.line;
	pr_next(ps);
	return head;
}

static dt_node_t *pr_stmt1(dt_parser_t *);

static dt_node_t *
pr_stmt(dt_parser_t *ps)
{
	dt_node_t *n;

	pr_enter(ps);
	n = pr_stmt1(ps);
	ps->depth--;
	return n;
}

static dt_node_t *
pr_stmt1(dt_parser_t *ps)
{
	int line = ps->tok.line;
	dt_node_t *n;

	switch (ps->tok.t) {
	case ';':
		pr_next(ps);
		return pr_node(ps, DT_NODE_EMPTY, line);
	case '{':
		pr_next(ps);
		n = pr_node(ps, DT_NODE_BLOCK, line);
		n->body = pr_stmts(ps);
		return n;
	case T_IF:
		pr_next(ps);
		n = pr_node(ps, DT_NODE_IF, line);
		pr_expect(ps, '(');
		n->x = pr_expr(ps);
		pr_expect(ps, ')');
		n->l = pr_stmt(ps);
		if (ps->tok.t == T_ELSE) {
			pr_next(ps);
			n->r = pr_stmt(ps);
		}
		return n;
	default:
		/*
		 * a declaration in a clause (DTrace's grammar has none there):
		 * a declaration keyword or one of D's own type names begins it,
		 * and the error names that word, as DTrace's does (D's own
		 * types only, so that BTF is not loaded for every statement)
		 */
		if (ps->tok.t == T_IDENT && (pr_is_declword(ps->tok.s) ||
		    (!dt_is_builtin_var(ps->tok.s) && dt_type_lookup(ps->dtp, ps->tok.s) != NULL)))
			pr_syntax(ps);
		n = pr_node(ps, DT_NODE_EXPRSTMT, line);
		n->l = pr_expr(ps);
		if (ps->tok.t == ';')
			pr_next(ps);
		else if (ps->tok.t != '}')
			pr_syntax(ps);
		return n;
	}
}

static dt_node_t *
pr_clause(dt_parser_t *ps)
{
	dt_node_t *c = pr_node(ps, DT_NODE_CLAUSE, ps->tok.line);
	dt_node_t **tail = &c->args;

	for (;;) {
		dt_node_t *pd;

		if (ps->tok.t != T_PSPEC && ps->tok.t != T_INT)
			pr_syntax(ps);
		pd = pr_node(ps, DT_NODE_PDESC, ps->tok.line);
		pd->op = dt_pdesc_field(ps->dtp->cflags);
		if (ps->tok.t == T_INT) {
			/* a probe id, as dtrace -l numbers them */
			char digits[32];

			snprintf(digits, sizeof(digits), "%lld", (long long)ps->tok.ival);
			pd->isconst = 1;
			pd->ival = ps->tok.ival;
			pd->str = pr_strdup(ps, digits, strlen(digits));
		} else {
			pd->str = pr_strdup(ps, ps->tok.s, ps->tok.len);
		}
		*tail = pd;
		tail = &pd->next;
		pr_next(ps);
		if (ps->tok.t != ',')
			break;
		pr_next(ps);
	}
	if (ps->tok.t == '/') {
		pr_next(ps);
		c->x = pr_expr(ps);
		if (ps->tok.t != T_EPRED)
			pr_syntax(ps);
		pr_next(ps);
	}
	if (ps->tok.t == '{') {
		pr_next(ps);
		c->body = pr_stmts(ps);
		c->ival = 1;	/* has a body */
		c->op = ps->closeline;
	} else if (c->x == NULL && !(ps->dtp->cflags & DTRACE_C_PSPEC)) {
		/* only dtrace -n and the like may give descriptions alone */
		dt_cerror(ps->dtp, D_SYNTAX, c->line,
		    "expected predicate and/or actions following probe description");
	}
	return c;
}

/*
 * Parse src.  flags: DT_PARSE_PROG, src is a program (not a piece of the D
 * library): if it has neither a clause nor a declaration (pragmas alone),
 * the root's ival is the line where the input ends, for DTrace's D_EMPTY
 * (dt_check).  A clause needs a predicate or a body unless the request is
 * a command line's description (DTRACE_C_PSPEC): as in DTrace, "dtrace -n
 * BEGIN" is a clause, a file holding "BEGIN" alone is a mistake.
 */
dt_node_t *
dt_parse(dtrace_hdl_t *dtp, const char *src, size_t len, int flags)
{
	dt_parser_t ps;
	jmp_buf jb, *saved = dtp->errjmp;
	dt_node_t *root = NULL, **tail;
	dt_node_t *volatile rootv = NULL;

	memset(&ps, 0, sizeof(ps));
	ps.dtp = dtp;
	ps.flags = flags;
	dt_lex_init(&ps.lx, dtp, src, len);
	/* cppcheck-suppress autoVariables ; every way out of here restores saved first */
	dtp->errjmp = &jb;
	if (setjmp(jb) != 0) {
		dtp->errjmp = saved;
		pr_free_all(&ps);
		dt_lex_fini(&ps.lx);
		return NULL;
	}
	/* the root is allocated first so that it heads the allocation chain */
	root = pr_node(&ps, DT_NODE_BLOCK, 1);
	rootv = root;
	tail = &root->body;
	int nonempty = 0;

	pr_next(&ps);
	while (ps.tok.t != T_EOF) {
		dt_node_t *n;

		nonempty |= ps.tok.t != T_PRAGMA && ps.tok.t != ';';
		if (ps.tok.t == T_PRAGMA) {
			n = pr_node(&ps, DT_NODE_PRAGMA, ps.tok.line);
			n->str = pr_strdup(&ps, ps.tok.s, ps.tok.len);
			pr_next(&ps);
		} else if (ps.tok.t == ';') {
			pr_next(&ps);
			continue;
		} else if (ps.tok.t == T_IDENT || ps.tok.t == T_SELF || ps.tok.t == T_THIS) {
			/* the lexer saw a declaration start */
			if ((n = pr_decl(&ps)) == NULL)
				continue;
		} else {
			n = pr_clause(&ps);
		}
		*tail = n;
		while (n->next != NULL)
			n = n->next;
		tail = &n->next;
	}
	if ((flags & DT_PARSE_PROG) && !nonempty)
		root->ival = ps.lx.line;	/* empty: dt_check reports it after the options */
	dtp->errjmp = saved;
	dt_lex_fini(&ps.lx);
	/* hand the chain to the root: reverse order means root is last; relink */
	{
		dt_nodehdr_t *h = (dt_nodehdr_t *)ps.all, *prev = NULL, *nx;

		/* reverse so that the root (allocated first) heads the chain */
		for (; h != NULL; h = nx) {
			nx = h->anext;
			h->anext = prev;
			prev = h;
		}
	}
	return rootv;
}
