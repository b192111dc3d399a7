/*
 * dt_lex.c: the D lexer.
 *
 * D's lexer is modal.  Outside clauses (LS_TOP) a word is a probe
 * description, whose characters include ':' '*' '?' '[' ']' '-' and '`',
 * or, if it begins with a digit, an integer: a probe id (T_INT), after
 * which the rest of the word is another clause's description, as in DTrace.
 * After a description (LS_AFTER_PSPEC) a ',' introduces another one, '/'
 * opens a predicate and '{' a body.  In a predicate (LS_PRED) tokens are C
 * tokens, and a '/' that is followed by '{' or by the end of input closes the
 * predicate (T_EPRED) rather than dividing.  In a body (LS_BODY) tokens are C
 * tokens until the brace that closes it.  '#' at the start of a line at top
 * level begins a "#pragma" (T_PRAGMA, the rest of the line, which must end
 * with a newline) or a cpp line marker ("# 12 \"file\""), which resets the
 * line number.
 *
 * As DTrace's lexer does, it counts '(' and '[' over the whole program: a
 * ')' or ']' with none open is "extra ) in input stream", and a predicate
 * may not close with one still open.  Errors it finds carry the line the
 * lexer is on, which for a newline in a string or a comment that never ends
 * is the line after the newline or the last line, as in DTrace.
 *
 * Macro arguments ($1, $$1, $target, $pid, ...) are substituted here: in a
 * probe description textually, in C text as an integer, string or identifier
 * token.  Strings and identifiers handed out in tokens are owned by the lexer
 * and live until dt_lex_fini(); the parser copies what it keeps.
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "dt_lex.h"
#include "dt_front.h"

void
dt_lex_init(dt_lexer_t *lx, dtrace_hdl_t *dtp, const char *src, size_t len)
{
	memset(lx, 0, sizeof(*lx));
	lx->dtp = dtp;
	lx->src = lx->p = src;
	lx->end = src + len;
	lx->line = 1;
	lx->state = LS_TOP;
}

void
dt_lex_fini(dt_lexer_t *lx)
{
	free(lx->sbuf);
	lx->sbuf = NULL;
	lx->sbufcap = 0;
	for (int i = 0; i < lx->nstrs; i++)
		free(lx->strs[i]);
	free(lx->strs);
	lx->strs = NULL;
	lx->nstrs = lx->strcap = 0;
}

static char *
lx_keep(dt_lexer_t *lx, const char *s, size_t len)
{
	char *c = malloc(len + 1);

	if (c == NULL)
		dt_cerror(lx->dtp, D_UNKNOWN, lx->line, "out of memory");
	memcpy(c, s, len);
	c[len] = '\0';
	if (lx->nstrs == lx->strcap) {
		lx->strcap = lx->strcap ? lx->strcap * 2 : 64;
		lx->strs = dt_realloc(lx->strs, lx->strcap * sizeof(char *));
		if (lx->strs == NULL)
			dt_cerror(lx->dtp, D_UNKNOWN, lx->line, "out of memory");
	}
	lx->strs[lx->nstrs++] = c;
	return c;
}

/* a decimal number at s (not past end), saturating at INT_MAX; -1 if none */
static long
lx_decimal(const char *s, const char *end)
{
	long v = -1;

	for (; s < end && *s >= '0' && *s <= '9'; s++)
		v = (v < 0 ? 0 : v) * 10 + (*s - '0') > 0x7fffffff ? 0x7fffffff :
		    (v < 0 ? 0 : v) * 10 + (*s - '0');
	return v;
}

static int
lx_peekc(dt_lexer_t *lx, int k)
{
	return lx->p + k < lx->end ? (unsigned char)lx->p[k] : -1;
}

/* Skip white space and comments; returns 1 if a newline was crossed. */
static void
lx_skip_space(dt_lexer_t *lx)
{
	while (lx->p < lx->end) {
		int c = (unsigned char)*lx->p;

		if (c == '\n') {
			if (lx->line < 0x7fffffff)
				lx->line++;
			lx->p++;
		} else if (isspace(c)) {
			lx->p++;
		} else if (c == '/' && lx_peekc(lx, 1) == '*') {
			lx->p += 2;
			while (lx->p < lx->end && !(lx->p[0] == '*' && lx_peekc(lx, 1) == '/')) {
				if (*lx->p == '\n' && lx->line < 0x7fffffff)
					lx->line++;
				lx->p++;
			}
			if (lx->p >= lx->end)	/* reported where the input ends, as DTrace does */
				dt_cerror(lx->dtp, D_SYNTAX, lx->line,
				    "end-of-file encountered before matching */");
			lx->p += 2;
		} else if (c == '/' && lx_peekc(lx, 1) == '/') {
			while (lx->p < lx->end && *lx->p != '\n')
				lx->p++;
		} else {
			break;
		}
	}
}

/* The value of macro variable "name" ($1, $target, ...) or NULL. */
static const char *
lx_macro(dt_lexer_t *lx, const char *name, size_t len, char *buf, size_t blen)
{
	dtrace_hdl_t *dtp = lx->dtp;

	if (len > 0 && isdigit((unsigned char)name[0])) {
		long n = lx_decimal(name, name + len);

		if (n >= 0 && n < dtp->margc) {
			if (dtp->margref != NULL)
				dtp->margref[n] = 1;
			return dtp->margv[n];
		}
		return dtp->defaultargs ? "" : NULL;
	}
	if (len == 3 && strncmp(name, "pid", 3) == 0)
		snprintf(buf, blen, "%d", (int)getpid());
	else if (len == 4 && strncmp(name, "ppid", 4) == 0)
		snprintf(buf, blen, "%d", (int)getppid());
	else if (len == 3 && strncmp(name, "uid", 3) == 0)
		snprintf(buf, blen, "%u", (unsigned)getuid());
	else if (len == 3 && strncmp(name, "gid", 3) == 0)
		snprintf(buf, blen, "%u", (unsigned)getgid());
	else if (len == 4 && strncmp(name, "euid", 4) == 0)
		snprintf(buf, blen, "%u", (unsigned)geteuid());
	else if (len == 4 && strncmp(name, "egid", 4) == 0)
		snprintf(buf, blen, "%u", (unsigned)getegid());
	else if (len == 3 && strncmp(name, "sid", 3) == 0)
		snprintf(buf, blen, "%d", (int)getsid(0));
	else if (len == 4 && strncmp(name, "pgid", 4) == 0)
		snprintf(buf, blen, "%d", (int)getpgid(0));
	else if (len == 6 && strncmp(name, "target", 6) == 0)
		snprintf(buf, blen, "%d", dtp->proc.target);	/* 0 without -c/-p, as in DTrace */
	else if (len == 3 && strncmp(name, "cwd", 3) == 0) {
		char *cwd = getcwd(NULL, 0);	/* an extension, a string (lx_dollar) */
		const char *v;

		if (cwd == NULL)
			return NULL;
		v = lx_keep(lx, cwd, strlen(cwd));
		free(cwd);
		return v;
	} else
		return NULL;
	return buf;
}

static int
is_pspec_char(int c)
{
	return isalnum(c) || c == '_' || c == '-' || c == ':' || c == '.' ||
	    c == '*' || c == '?' || c == '[' || c == ']' || c == '!' ||
	    c == '$' || c == '`' || c == '\\' || c == '+';
}

/* Read a probe description, substituting macro variables. */
static void
lx_pspec(dt_lexer_t *lx, dt_token_t *tk)
{
	char buf[1024];
	size_t n = 0;

	while (lx->p < lx->end && is_pspec_char((unsigned char)*lx->p)) {
		if (*lx->p == '$') {
			const char *s = ++lx->p;
			char vb[32];
			const char *v;

			if (lx->p < lx->end && isdigit((unsigned char)*lx->p)) {
				while (lx->p < lx->end && isdigit((unsigned char)*lx->p))
					lx->p++;	/* "tick-$1s": $1 then "s" */
			} else {
				while (lx->p < lx->end && (isalnum((unsigned char)*lx->p) || *lx->p == '_'))
					lx->p++;
			}
			v = lx_macro(lx, s, lx->p - s, vb, sizeof(vb));
			if (v == NULL)
				dt_cerror(lx->dtp, D_MACRO_UNDEF, lx->line,
				    "macro argument $%.*s is not defined", (int)(lx->p - s), s);
			for (; *v != '\0'; v++) {
				if (n >= sizeof(buf) - 1)
					dt_cerror(lx->dtp, D_PDESC_INVAL, lx->line,
					    "probe description is too long");
				buf[n++] = *v;
			}
			continue;
		}
		if (n >= sizeof(buf) - 1)
			dt_cerror(lx->dtp, D_PDESC_INVAL, lx->line, "probe description is too long");
		buf[n++] = *lx->p;
		lx->p++;
	}
	tk->t = T_PSPEC;
	tk->s = lx_keep(lx, buf, n);
	tk->len = n;
}

/*
 * The escape after a backslash.  In a string (instr), as DTrace's lexer
 * does, only \\ and \" stand for the character; other unknown escapes
 * (\? \' \q) keep their backslash: -1 is returned after storing the
 * character in *keep.  In a character constant they stand for themselves.
 */
static int
lx_escape(dt_lexer_t *lx, int instr, int *keep)
{
	int c = (unsigned char)*lx->p++;
	int v;

	switch (c) {
	case 'n': return '\n';
	case 't': return '\t';
	case 'r': return '\r';
	case 'a': return '\a';
	case 'b': return '\b';
	case 'f': return '\f';
	case 'v': return '\v';
	case '\\': return '\\';
	case '"': return '"';
	case 'x':
		v = 0;
		if (lx->p >= lx->end || !isxdigit((unsigned char)*lx->p))
			dt_cerror(lx->dtp, D_SYNTAX, lx->line, "\\x used with no following hex digits");
		while (lx->p < lx->end && isxdigit((unsigned char)*lx->p)) {
			int d = *lx->p++;
			v = v * 16 + (isdigit(d) ? d - '0' : (tolower(d) - 'a' + 10));
			if (v > 255)
				dt_cerror(lx->dtp, D_CHR_OFLOW, lx->line, "hex escape sequence out of range");
		}
		return v;
	default:
		if (c >= '0' && c <= '7') {
			v = c - '0';
			for (int i = 0; i < 2 && lx->p < lx->end && *lx->p >= '0' && *lx->p <= '7'; i++)
				v = v * 8 + (*lx->p++ - '0');
			if (v > 255)
				dt_cerror(lx->dtp, D_CHR_OFLOW, lx->line, "octal escape sequence out of range");
			return v;
		}
		if (instr) {
			*keep = c;
			return -1;
		}
		return c;
	}
}

static void
lx_sbuf_put(dt_lexer_t *lx, size_t *n, int c)
{
	if (*n + 2 > lx->sbufcap) {
		lx->sbufcap = lx->sbufcap ? lx->sbufcap * 2 : 256;
		lx->sbuf = dt_realloc(lx->sbuf, lx->sbufcap);
		if (lx->sbuf == NULL)
			dt_cerror(lx->dtp, D_UNKNOWN, lx->line, "out of memory");
	}
	lx->sbuf[(*n)++] = (char)c;
}

static void
lx_string(dt_lexer_t *lx, dt_token_t *tk)
{
	size_t n = 0;

	lx->p++;	/* opening quote */
	for (;;) {
		int c;

		/* reported on the line after, where DTrace's lexer is once it read the newline */
		if (lx->p >= lx->end || *lx->p == '\n')
			dt_cerror(lx->dtp, D_STR_NL, lx->line + (lx->p < lx->end),
			    "newline encountered in string literal");
		c = (unsigned char)*lx->p++;
		if (c == '"')
			break;
		if (c == '\\') {
			int keep = 0;

			if (lx->p >= lx->end || *lx->p == '\n')
				dt_cerror(lx->dtp, D_STR_NL, lx->line + (lx->p < lx->end),
				    "newline encountered in string literal");
			if ((c = lx_escape(lx, 1, &keep)) < 0) {
				lx_sbuf_put(lx, &n, '\\');
				c = keep;
			}
		}
		lx_sbuf_put(lx, &n, c);
	}
	tk->t = T_STR;
	tk->s = lx_keep(lx, n ? lx->sbuf : "", n);
	tk->len = n;
}
/* a constant's 64-bit type of that sign: long, or under ILP32 long long */
static dt_type_t *
lx_wide(const dt_lexer_t *lx, int sign)
{
	if (lx->dtp->ilp32)
		return sign ? &dt_type_llong : &dt_type_ullong;
	return sign ? &dt_type_long : &dt_type_ulong;
}

static void
lx_char(dt_lexer_t *lx, dt_token_t *tk)
{
	uint64_t v = 0;
	int n = 0;

	lx->p++;
	for (;;) {
		int c;

		if (lx->p >= lx->end || *lx->p == '\n')
			dt_cerror(lx->dtp, D_CHR_NL, lx->line, "newline encountered in character constant");
		c = (unsigned char)*lx->p++;
		if (c == '\'')
			break;
		if (c == '\\') {
			if (lx->p >= lx->end || *lx->p == '\n')
				dt_cerror(lx->dtp, D_CHR_NL, lx->line,
				    "newline encountered in character constant");
			c = lx_escape(lx, 0, NULL);
		}
		if (++n > 8)
			dt_cerror(lx->dtp, D_CHR_OFLOW, lx->line, "character constant is too long");
		v = (v << 8) | (uint64_t)(c & 0xff);
	}
	if (n == 0)
		dt_cerror(lx->dtp, D_CHR_NULL, lx->line, "empty character constant");
	/*
	 * An integer constant, as DTrace makes it: the characters' bytes, the
	 * first highest ('\xff' is 255, 'ab' 0x6162), typed as a decimal
	 * constant is (int, else long: 'a' is an int, as in C).
	 */
	tk->t = T_INT;
	tk->ival = (int64_t)v;
	tk->itype = v <= INT32_MAX ? &dt_type_int : lx_wide(lx, v <= INT64_MAX);
}

/*
 * A floating-point constant at p (digits with a '.', an exponent or an f
 * suffix; or '.' and digits), which D refuses in clauses and declarations
 * as DTrace does: D has floating types but no floating values of its own.
 * (A probe description is no C: "-f 4.5" is probe id 4, then ".5".)
 */
static int
lx_is_fpconst(const dt_lexer_t *lx, const char *p)
{
	const char *e = p;

	if (p + 1 < lx->end && p[0] == '0' && (p[1] == 'x' || p[1] == 'X'))
		return 0;
	while (e < lx->end && isdigit((unsigned char)*e))
		e++;
	if (e == p)	/* ".5" */
		return e + 1 < lx->end && *e == '.' && isdigit((unsigned char)e[1]);
	if (e < lx->end && (*e == '.' || *e == 'f' || *e == 'F'))
		return 1;
	return e + 1 < lx->end && (*e == 'e' || *e == 'E') && (isdigit((unsigned char)e[1]) ||
	    ((e[1] == '+' || e[1] == '-') && e + 2 < lx->end && isdigit((unsigned char)e[2])));
}

/* Integer literals: type by ANSI C's rules for the suffix and radix. */
static void
lx_number(dt_lexer_t *lx, dt_token_t *tk)
{
	const char *s = lx->p;
	int base = 10, u = 0, l = 0;
	uint64_t v = 0;
	int overflow = 0;

	if (s[0] == '0' && lx_peekc(lx, 1) >= 0 && tolower(lx_peekc(lx, 1)) == 'x') {
		base = 16;
		lx->p += 2;
		if (lx->p >= lx->end || !isxdigit((unsigned char)*lx->p))
			dt_cerror(lx->dtp, D_INT_DIGIT, lx->line, "invalid digit in hexadecimal constant");
	} else if (s[0] == '0') {
		base = 8;
	}
	while (lx->p < lx->end && isalnum((unsigned char)*lx->p)) {
		int c = tolower((unsigned char)*lx->p);
		int d;

		if (isdigit(c))
			d = c - '0';
		else if (base == 16 && c >= 'a' && c <= 'f')
			d = c - 'a' + 10;
		else
			break;
		if (d >= base) {
			const char *e = lx->p;

			while (e < lx->end && isalnum((unsigned char)*e))
				e++;
			dt_cerror(lx->dtp, D_INT_DIGIT, lx->line, "constant %.*s contains invalid "
			    "digit %c", (int)(e - s), s, *lx->p);
		}
		if (v > (UINT64_MAX - d) / base)
			overflow = 1;
		v = v * base + d;
		lx->p++;
	}
	/*
	 * Its suffix, as DTrace's lexer reads one: an optional u, then at most
	 * two l's.  What follows is another token, as in DTrace ("0abc" is the
	 * constant 0, then the identifier abc: a syntax error where they meet).
	 */
	if (lx->p < lx->end && (*lx->p == 'u' || *lx->p == 'U')) {
		u = 1;
		lx->p++;
	}
	while (l < 2 && lx->p < lx->end && (*lx->p == 'l' || *lx->p == 'L')) {
		l++;
		lx->p++;
	}
	if (overflow)
		dt_cerror(lx->dtp, D_INT_OFLOW, lx->line, "constant %.*s results in integer overflow",
		    (int)(lx->p - s), s);
	tk->t = T_INT;
	tk->ival = (int64_t)v;
	/* C99 6.4.4.1: the first type of the list that can represent it */
	if (!u && l == 0 && v <= INT32_MAX)
		tk->itype = &dt_type_int;
	else if (!u && l == 0 && base != 10 && v <= UINT32_MAX)
		tk->itype = &dt_type_uint;
	else if (u && l == 0 && v <= UINT32_MAX)
		tk->itype = &dt_type_uint;
	else if (l == 1 && lx->dtp->ilp32 && !u && v <= INT32_MAX)
		tk->itype = dt_type_clong(lx->dtp, 1);		/* ILP32: 4 bytes */
	else if (l == 1 && lx->dtp->ilp32 && (u || base != 10) && v <= UINT32_MAX)
		tk->itype = dt_type_clong(lx->dtp, 0);
	else if (!u && v <= INT64_MAX)
		tk->itype = l == 2 ? &dt_type_llong : lx_wide(lx, 1);
	else if (!u && base == 10 && l < 2)
		tk->itype = lx_wide(lx, 0);	/* as DTrace does, rather than fail */
	else
		tk->itype = l == 2 ? &dt_type_ullong : lx_wide(lx, 0);
}

static const struct { const char *kw; int t; } dt_keywords[] = {
	{ "if", T_IF }, { "else", T_ELSE }, { "sizeof", T_SIZEOF },
	{ "self", T_SELF }, { "this", T_THIS }, { "stringof", T_STRINGOF },
};

static void
lx_ident(dt_lexer_t *lx, dt_token_t *tk)
{
	const char *s = lx->p;
	size_t n;

	while (lx->p < lx->end && (isalnum((unsigned char)*lx->p) || *lx->p == '_'))
		lx->p++;
	/* cppcheck-suppress knownConditionTrueFalse ; the loop above also stops before lx->end */
	if (lx->end - lx->p >= 2 && *lx->p == '`' &&
	    (isalpha((unsigned char)lx->p[1]) || lx->p[1] == '_')) {
		/* module`symbol (symbol names may hold ".", as in foo.cold) */
		for (lx->p++; lx->p < lx->end && (isalnum((unsigned char)*lx->p) ||
		    *lx->p == '_' || *lx->p == '.'); lx->p++)
			;
		tk->t = T_SYM;
		tk->s = lx_keep(lx, s, lx->p - s);
		tk->len = lx->p - s;
		return;
	}
	n = lx->p - s;
	for (size_t i = 0; i < sizeof(dt_keywords) / sizeof(dt_keywords[0]); i++) {
		if (strlen(dt_keywords[i].kw) == n && strncmp(dt_keywords[i].kw, s, n) == 0) {
			tk->t = dt_keywords[i].t;
			return;
		}
	}
	tk->t = T_IDENT;
	tk->s = lx_keep(lx, s, n);
	tk->len = n;
}

/* $1, $$1, $target ... in C text */
static void
lx_dollar(dt_lexer_t *lx, dt_token_t *tk)
{
	int str = 0;
	const char *s, *v;
	char vb[32];

	tk->macro = lx->p;
	lx->p++;
	if (lx->p < lx->end && *lx->p == '$') {
		str = 1;
		lx->p++;
	}
	s = lx->p;
	if (lx->p < lx->end && isdigit((unsigned char)*lx->p)) {
		while (lx->p < lx->end && isdigit((unsigned char)*lx->p))
			lx->p++;
	} else {
		while (lx->p < lx->end && (isalnum((unsigned char)*lx->p) || *lx->p == '_'))
			lx->p++;
	}
	if (lx->p == s)
		dt_cerror(lx->dtp, D_SYNTAX, lx->line, "syntax error near \"$\"");
	tk->macrolen = lx->p - tk->macro;
	v = lx_macro(lx, s, lx->p - s, vb, sizeof(vb));
	if (v == NULL)
		dt_cerror(lx->dtp, D_MACRO_UNDEF, lx->line, "macro argument %s$%.*s is not defined",
		    str ? "$" : "", (int)(lx->p - s), s);
	if (str || (lx->p - s == 3 && strncmp(s, "cwd", 3) == 0)) {	/* $cwd: a string */
		tk->t = T_STR;
		tk->s = lx_keep(lx, v, strlen(v));
		tk->len = strlen(v);
		return;
	}
	if (*v == '\0' && lx->dtp->defaultargs)
		v = "0";	/* a missing argument under defaultargs */
	/* an integer if it reads as one, else an identifier */
	{
		char *e;
		int64_t iv;

		errno = 0;
		iv = strtoll(v, &e, 0);
		if (*v != '\0' && *e == '\0' && errno == ERANGE)
			dt_cerror(lx->dtp, D_MACRO_OFLOW, lx->line, "macro argument $%.*s value %s "
			    "results in integer overflow", (int)(lx->p - s), s, v);
		if (*v != '\0' && *e == '\0' && errno == 0) {
			tk->t = T_INT;
			tk->ival = iv;
			tk->itype = (iv >= INT32_MIN && iv <= INT32_MAX) ? &dt_type_int : lx_wide(lx, 1);
			return;
		}
		for (const char *q = v; *q || q == v; q++) {
			if (*q == '\0' || !(isalnum((unsigned char)*q) || *q == '_') ||
			    isdigit((unsigned char)*v)) {
				/* neither: a string, as DTrace takes it */
				tk->t = T_STR;
				tk->s = lx_keep(lx, v, strlen(v));
				tk->len = strlen(v);
				return;
			}
		}
		tk->t = T_IDENT;
		tk->s = lx_keep(lx, v, strlen(v));
		tk->len = strlen(v);
	}
}

/* Operators: longest match first. */
static const struct { const char *op; int t; } dt_ops[] = {
	{ "<<=", T_SHL_EQ }, { ">>=", T_SHR_EQ },
	{ "++", T_INC }, { "--", T_DEC }, { "<<", T_SHL }, { ">>", T_SHR },
	{ "<=", T_LE }, { ">=", T_GE }, { "==", T_EQ }, { "!=", T_NE },
	{ "&&", T_LAND }, { "||", T_LOR }, { "^^", T_LXOR }, { "->", T_ARROW },
	{ "+=", T_ADD_EQ }, { "-=", T_SUB_EQ }, { "*=", T_MUL_EQ }, { "/=", T_DIV_EQ },
	{ "%=", T_MOD_EQ }, { "&=", T_AND_EQ }, { "|=", T_OR_EQ }, { "^=", T_XOR_EQ },
};

static void
lx_c_token(dt_lexer_t *lx, dt_token_t *tk)
{
	int c = (unsigned char)*lx->p;

	if ((isdigit(c) || c == '.') && lx_is_fpconst(lx, lx->p))
		dt_cerror(lx->dtp, D_SYNTAX, lx->line, "floating-point constants are not permitted");
	if (isdigit(c)) {
		lx_number(lx, tk);
		return;
	}
	if (isalpha(c) || c == '_') {
		lx_ident(lx, tk);
		return;
	}
	if (c == '"') {
		lx_string(lx, tk);
		return;
	}
	if (c == '\'') {
		lx_char(lx, tk);
		return;
	}
	if (c == '$') {
		lx_dollar(lx, tk);
		return;
	}
	if (c == '`' && lx->end - lx->p >= 2 &&
	    (isalpha((unsigned char)lx->p[1]) || lx->p[1] == '_')) {
		const char *s = lx->p++;

		while (lx->p < lx->end && (isalnum((unsigned char)*lx->p) || *lx->p == '_' ||
		    *lx->p == '.'))
			lx->p++;
		tk->t = T_SYM;
		tk->s = lx_keep(lx, s, lx->p - s);
		tk->len = lx->p - s;
		return;
	}
	if (c == '@') {
		const char *s = ++lx->p;

		while (lx->p < lx->end && (isalnum((unsigned char)*lx->p) || *lx->p == '_'))
			lx->p++;
		tk->t = T_AGG;
		tk->s = lx_keep(lx, s, lx->p - s);
		tk->len = lx->p - s;
		return;
	}
	for (size_t i = 0; i < sizeof(dt_ops) / sizeof(dt_ops[0]); i++) {
		size_t n = strlen(dt_ops[i].op);

		if ((size_t)(lx->end - lx->p) >= n && strncmp(lx->p, dt_ops[i].op, n) == 0) {
			lx->p += n;
			tk->t = dt_ops[i].t;
			return;
		}
	}
	if (strchr("+-*/%<>=!&|^~?:,;()[]{}.", c) != NULL) {
		lx->p++;
		tk->t = c;
		/* DTrace's lexer counts parentheses and brackets across the whole program */
		if (c == '(')
			lx->parens++;
		else if (c == '[')
			lx->brackets++;
		else if ((c == ')' && --lx->parens < 0) || (c == ']' && --lx->brackets < 0))
			dt_cerror(lx->dtp, D_SYNTAX, lx->line, "extra %c in input stream", c);
		return;
	}
	if (isprint(c))
		dt_cerror(lx->dtp, D_BADCHAR, lx->line, "invalid input character '%c'", c);
	dt_cerror(lx->dtp, D_BADCHAR, lx->line, "invalid input character (0x%02x)", c);
}

/* '#' at top level: #pragma or a cpp line marker */
static int
lx_hash(dt_lexer_t *lx, dt_token_t *tk)
{
	const char *s = lx->p + 1, *e;

	for (e = s; e < lx->end && *e != '\n'; e++)
		;
	if (e == lx->end)	/* a control line ends with its newline */
		dt_cerror(lx->dtp, D_SYNTAX, lx->line,
		    "end-of-file encountered before end of control line");
	while (s < e && (*s == ' ' || *s == '\t'))
		s++;
	if (s < e && isdigit((unsigned char)*s)) {	/* # 12 "file" */
		lx->line = (int)lx_decimal(s, e) - 1;
		lx->p = e;
		return 0;
	}
	if ((size_t)(e - s) >= 4 && strncmp(s, "line", 4) == 0) {
		const char *d = s + 4;

		while (d < e && (*d == ' ' || *d == '\t'))
			d++;
		lx->line = (int)(lx_decimal(d, e) < 0 ? 1 : lx_decimal(d, e)) - 1;
		lx->p = e;
		return 0;
	}
	tk->t = T_PRAGMA;
	tk->s = lx_keep(lx, s, e - s);
	tk->len = e - s;
	lx->p = e;
	{
		/* defaultargs changes how the macro arguments after it expand,
		 * pspec how the words after it read (lx_decl_start) */
		char w[4][32];

		if (sscanf(tk->s, "%31s %31s %31s %31s", w[0], w[1], w[2], w[3]) == 4 &&
		    strcmp(w[0], "pragma") == 0 && strcmp(w[1], "D") == 0 &&
		    strcmp(w[2], "option") == 0 && strcmp(w[3], "defaultargs") == 0)
			lx->dtp->defaultargs = 1;
		if (sscanf(tk->s, "%31s %31s %31s %31s", w[0], w[1], w[2], w[3]) == 4 &&
		    strcmp(w[0], "pragma") == 0 && strcmp(w[1], "D") == 0 &&
		    strcmp(w[2], "option") == 0 && strcmp(w[3], "pspec") == 0)
			lx->pspec = 1;
	}
	return 1;
}

/*
 * At top level, does a declaration start here?  Its first word is a
 * declaration keyword, a D type name, or a typedef the program defined.
 */
static int
lx_decl_start(dt_lexer_t *lx)
{
	static const char *const kw[] = {
		"typedef", "struct", "union", "enum", "inline", "translator", "provider",
		"self", "this", "extern", "static", "const", "volatile", "signed", "unsigned",
		"register", "auto",
	};
	const char *e = lx->p;
	char word[64];
	size_t n;

	if (!(isalpha((unsigned char)*e) || *e == '_'))
		return 0;
	while (e < lx->end && (isalnum((unsigned char)*e) || *e == '_'))
		e++;
	/* "int:" or "x-y" is a probe description, not C */
	if (e < lx->end && (*e == ':' || *e == '-' || *e == '?'))
		return 0;
	if (e < lx->end && *e == '*') {
		/*
		 * "int*x" is a declaration or the glob "int*" of a probe name:
		 * as in DTrace, a type name before the '*' makes it C, unless
		 * the request is a description (dtrace -n) or the whole
		 * description-like word has a character no C could hold.
		 */
		const char *q = e;

		if ((lx->dtp->cflags & DTRACE_C_PSPEC) || lx->pspec)
			return 0;
		while (q < lx->end && is_pspec_char((unsigned char)*q))
			q++;
		for (const char *c = lx->p; c < q; c++)
			if (strchr(":-.?!`", *c) != NULL)
				return 0;
	}
	n = e - lx->p;
	if (n >= sizeof(word))
		return 0;
	memcpy(word, lx->p, n);
	word[n] = '\0';
	/* before a '*', only a type name (signed and unsigned are ones) */
	for (size_t i = 0; i < sizeof(kw) / sizeof(kw[0]); i++)
		if (strcmp(kw[i], word) == 0)
			return e == lx->end || *e != '*' || strcmp(word, "signed") == 0 ||
			    strcmp(word, "unsigned") == 0;
	return dt_type_lookup_d(lx->dtp, word) != NULL;
}

static int
lx_at_line_start(dt_lexer_t *lx)
{
	for (const char *q = lx->p; q > lx->src; q--) {
		if (q[-1] == '\n')
			return 1;
		if (q[-1] != ' ' && q[-1] != '\t')
			return 0;
	}
	return 1;
}

void
dt_lex_next(dt_lexer_t *lx, dt_token_t *tk)
{
	memset(tk, 0, sizeof(*tk));
again:
	lx_skip_space(lx);
	tk->line = lx->line;
	if (lx->p >= lx->end) {
		tk->t = T_EOF;
		return;
	}

	/* '#' first on a line: #pragma or a cpp line marker, in any state */
	if (*lx->p == '#' && lx_at_line_start(lx)) {
		if (!lx_hash(lx, tk))
			goto again;
		if (lx->state == LS_TOP || lx->state == LS_AFTER_PSPEC)
			return;
		dt_cerror(lx->dtp, D_PRAGMA_MALFORM, lx->line,
		    "#pragma directives may not appear inside a clause");
	}
	switch (lx->state) {
	case LS_TOP:
		if (*lx->p == '{' || *lx->p == '/' || *lx->p == ';' || *lx->p == ',')
			break;
		if (lx_decl_start(lx)) {
			/* a declaration: C tokens up to its ';' */
			lx->state = LS_DECL;
			lx->ddepth = 0;
			lx_c_token(lx, tk);
			return;
		}
		if (isdigit((unsigned char)*lx->p)) {
			/* a probe id: "4-2" is probe 4, then the description "-2" */
			lx_number(lx, tk);
			lx->state = LS_AFTER_PSPEC;
			return;
		}
		if (is_pspec_char((unsigned char)*lx->p)) {
			lx_pspec(lx, tk);
			lx->state = LS_AFTER_PSPEC;
			return;
		}
		break;
	case LS_AFTER_PSPEC:
		if (*lx->p == ',') {
			lx->p++;
			tk->t = ',';
			lx->state = LS_TOP;
			return;
		}
		if (*lx->p == '/') {
			lx->p++;
			tk->t = '/';
			lx->state = LS_PRED;
			return;
		}
		if (is_pspec_char((unsigned char)*lx->p) || *lx->p == '#') {
			/* a new clause begins: the previous one had no body */
			lx->state = LS_TOP;
			goto again;
		}
		break;
	case LS_PRED:
		if (*lx->p == '/' && lx_peekc(lx, 1) != '=' &&
		    lx_peekc(lx, 1) != '*' && lx_peekc(lx, 1) != '/') {
			const char *save = lx->p;
			int line = lx->line;

			lx->p++;
			lx_skip_space(lx);
			if (lx->p >= lx->end || *lx->p == '{' || *lx->p == ';') {
				/* reported where the look-ahead past the '/' stopped, as DTrace does */
				if (lx->parens > 0 || lx->brackets > 0)
					dt_cerror(lx->dtp, D_SYNTAX, lx->line, "closing %c expected in "
					    "predicate before /", lx->parens > 0 ? ')' : ']');
				/* the token is where the look-ahead stopped, as in DTrace */
				tk->t = T_EPRED;
				tk->line = lx->line;
				lx->state = LS_AFTER_PSPEC;
				return;
			}
			lx->p = save;
			lx->line = line;
		}
		break;
	case LS_BODY:
		break;
	case LS_DECL:
		if (*lx->p == '{' || *lx->p == '}') {
			tk->t = *lx->p++;
			lx->ddepth += tk->t == '{' ? 1 : -1;
			return;
		}
		if (*lx->p == ';' && lx->ddepth <= 0) {
			lx->p++;
			tk->t = ';';
			lx->state = LS_TOP;
			return;
		}
		lx_c_token(lx, tk);
		return;
	}

	if (*lx->p == '{' && lx->state != LS_PRED) {
		lx->p++;
		tk->t = '{';
		lx->state = LS_BODY;
		lx->depth++;
		return;
	}
	if (*lx->p == '}' && lx->state == LS_BODY) {
		lx->p++;
		tk->t = '}';
		if (--lx->depth == 0)
			lx->state = LS_TOP;
		return;
	}
	lx_c_token(lx, tk);
}

const char *
dt_tokname(int t, char *buf, size_t len)
{
	static const char *const names[] = {
		[T_EOF] = "end of input", [T_INT] = "integer", [T_STR] = "string",
		[T_IDENT] = "identifier", [T_SYM] = "symbol", [T_AGG] = "aggregation", [T_PSPEC] = "probe description",
		[T_PRAGMA] = "#pragma", [T_EPRED] = "/", [T_IF] = "if", [T_ELSE] = "else",
		[T_SIZEOF] = "sizeof", [T_SELF] = "self", [T_THIS] = "this",
		[T_STRINGOF] = "stringof",
	};

	if (t > 0 && t < 256)
		snprintf(buf, len, "%c", t);
	else if (t >= 0 && t < (int)(sizeof(names) / sizeof(names[0])) && names[t])
		snprintf(buf, len, "%s", names[t]);
	else
		snprintf(buf, len, "%s", dt_opname(t));
	return buf;
}

/*
 * The last operand must be used by the program, unless defaultargs or
 * argref: -1 with the error "extraneous argument" for it.  As in DTrace,
 * only the last is checked: earlier ones may be there only to make it $N.
 */
int
dt_macro_unused(dtrace_hdl_t *dtp)
{
	int i = dtp->margc - 1;

	if (i < 1 || dtp->defaultargs || dtp->argref || (dtp->margref != NULL && dtp->margref[i]))
		return 0;
	return dt_set_err(dtp, D_MACRO_UNUSED, "extraneous argument '%s' ($%d is not referenced)",
	    dtp->margv[i], i);
}
