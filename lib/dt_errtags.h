/*
 * dt_errtags.h: the D compiler's error tags.
 *
 * Every diagnostic carries one of these tags (shown as "[D_SYNTAX]" under
 * -xerrtags).  The names are DTrace's, so that users and test suites can
 * match them; dt_errtag_name() maps a tag to its name.
 */
#ifndef DT_ERRTAGS_H
#define DT_ERRTAGS_H

#define DT_ERRTAGS(X) \
	X(D_UNKNOWN) X(D_SYNTAX) X(D_EMPTY) X(D_TYPE_ERR) X(D_TYPE_MEMBER) \
	X(D_IDENT_UNDEF) X(D_IDENT_BADREF) X(D_STR_NL) X(D_CHR_NL) X(D_CHR_NULL) \
	X(D_CHR_OFLOW) X(D_INT_OFLOW) X(D_INT_DIGIT) X(D_BADCHAR) X(D_MACRO_UNDEF) \
	X(D_MACRO_UNUSED) X(D_PDESC_ZERO) X(D_PDESC_INVAL) X(D_PROTO_LEN) \
	X(D_PROTO_ARG) X(D_AGG_REDEF) X(D_AGG_SCALAR) X(D_AGG_FUNC) X(D_AGG_NULL) \
	X(D_OP_INT) X(D_OP_ARITH) X(D_OP_SCALAR) X(D_OP_LVAL) X(D_OP_WRITE) \
	X(D_OP_INCOMPAT) X(D_OP_LOGICAL) X(D_DIV_ZERO) X(D_VAR_UNSUP) X(D_FUNC_UNDEF) \
	X(D_FUNC_IDENT) X(D_PRINTF_ARG_TYPE) X(D_PRINTF_ARG_EXTRA) \
	X(D_PRINTF_ARG_PROTO) X(D_PRINTF_FMT_EMPTY) X(D_PRINTF_DYN_PROTO) \
	X(D_ACT_SPEC) X(D_EXIT_SPEC) X(D_TRACE_VOID) X(D_TRACE_DYN) X(D_PRAGMA_MALFORM) \
	X(D_PRAGMA_UNUSED) X(D_PRAGMA_OPTSET) X(D_PRAGMA_INVAL) X(D_UNSUPPORTED) \
	X(D_STR_TOOLONG) X(D_NOREG) X(D_PRED_SCALAR) X(D_PROC_ARGS)

typedef enum dt_errtag {
#define DT_ERRTAG_ENUM(t) t,
	DT_ERRTAGS(DT_ERRTAG_ENUM)
#undef DT_ERRTAG_ENUM
	D_NTAGS
} dt_errtag_t;

const char *dt_errtag_name(dt_errtag_t);

#endif
