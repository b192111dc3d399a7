/*
 * dt_lex.h: the D lexer's tokens and state.
 */
#ifndef DT_LEX_H
#define DT_LEX_H

#include "dt_impl.h"
#include "dt_front.h"

typedef enum {
	T_EOF = 0,
	/* single-character tokens use their character value (';', '{', ...) */
	T_INT = 256, T_STR, T_IDENT, T_AGG, T_PSPEC, T_PRAGMA, T_EPRED,
	T_SYM,		/* a kernel symbol: `name or module`name */
	/* keywords */
	T_IF, T_ELSE, T_SIZEOF, T_SELF, T_THIS, T_STRINGOF,
	/* multi-character operators */
	T_INC, T_DEC, T_SHL, T_SHR, T_LE, T_GE, T_EQ, T_NE, T_LAND, T_LOR,
	T_LXOR, T_ARROW, T_ADD_EQ, T_SUB_EQ, T_MUL_EQ, T_DIV_EQ, T_MOD_EQ,
	T_AND_EQ, T_OR_EQ, T_XOR_EQ, T_SHL_EQ, T_SHR_EQ,
	/* operators made by the parser (no lexeme of their own) */
	T_UMINUS, T_UPLUS, T_DEREF, T_ADDROF, T_PREINC, T_PREDEC
} dt_tok_t;

typedef enum { LS_TOP, LS_AFTER_PSPEC, LS_PRED, LS_BODY, LS_DECL } dt_lstate_t;

typedef struct dt_token {
	int t;
	int line;
	int64_t ival;
	dt_type_t *itype;	/* T_INT: type from C's rules */
	char *s;		/* T_STR/T_IDENT/T_AGG/T_PSPEC/T_PRAGMA (owned by lexer) */
	size_t len;
	const char *macro;	/* a token a macro argument stood for: its source
				 * text ("$pid", macrolen bytes), for messages */
	size_t macrolen;
} dt_token_t;

typedef struct dt_lexer {
	dtrace_hdl_t *dtp;
	const char *src, *p, *end;
	int line;
	dt_lstate_t state;
	int depth;		/* brace depth in a clause body */
	int ddepth;		/* brace depth in a declaration */
	int parens, brackets;	/* open '(' and '[' in C text: a stray ')' or ']' is an error */
	char *sbuf;		/* string literal being read */
	size_t sbufcap;
	char **strs;		/* strings handed out (freed with the lexer) */
	int nstrs, strcap;
	int pspec;		/* after #pragma D option pspec: "int*x" is a description */
} dt_lexer_t;

void dt_lex_init(dt_lexer_t *, dtrace_hdl_t *, const char *src, size_t len);
void dt_lex_fini(dt_lexer_t *);
void dt_lex_next(dt_lexer_t *, dt_token_t *);
const char *dt_tokname(int t, char *buf, size_t len);

#endif
