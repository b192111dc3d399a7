/*
 * dt_front.h: the functions of the front end (lib/front): types and the
 * kernel's BTF, the preprocessor, parser and checker, subroutines, the D
 * library, stability attributes.  The back end, the providers, the
 * runtime and the API include it; the front end includes only the shared
 * headers below it (lib/dt_impl.h).  Its other headers: dt_lex.h (the
 * parser), dt_check_impl.h (the checker's files), dt_printf.h and
 * dt_aggfmt.h (formats and histograms, shared by compile and print).
 */
#ifndef DT_FRONT_H
#define DT_FRONT_H

#include "dt_impl.h"

/* stability attributes (dt_ck_attr.c) */
int dt_attr_parse(const char *, dt_attr_t *);	/* "Stable/Evolving/Common": 0, or -1 */
char *dt_attr_str(dt_attr_t, char *buf, size_t len);
dt_attr_t dt_attr_min(dt_attr_t, dt_attr_t);
int dt_attr_below(dt_attr_t a, dt_attr_t min);	/* some part of a is less than min's */
dt_attr_t dt_probe_attr(const dt_probe_t *, int args);	/* its description's, or its args' */
/* check a printf-like action's arguments against its format (dt_pfcheck.c) */
void dt_printf_check(dtrace_hdl_t *, const char *fname, struct dt_pfprog *, struct dt_node *args,
    int foff, int line, int isagg);
/* types (dt_type.c) */
void dt_types_init(dtrace_hdl_t *);
extern dt_type_t dt_type_int, dt_type_uint, dt_type_long, dt_type_ulong,
    dt_type_llong, dt_type_ullong, dt_type_char, dt_type_void,
    dt_type_int64, dt_type_uint64, dt_type_uint32, dt_type_int32,
    dt_type_symaddr, dt_type_usymaddr;
dt_type_t *dt_type_lookup(dtrace_hdl_t *, const char *name);
dt_type_t *dt_type_lookup_d(dtrace_hdl_t *, const char *name);
dt_type_t *dt_type_ctext(dtrace_hdl_t *, const char *text);	/* "const char *", "char [16]" */
dt_type_t *dt_type_lookup_defined(dtrace_hdl_t *, const char *name);
void dt_type_define(dtrace_hdl_t *, const char *name, dt_type_t *);
void dt_enum_define(dtrace_hdl_t *, const char *name, int64_t value, dt_type_t *);
int dt_enum_lookup(dtrace_hdl_t *, const char *name, int64_t *valp, dt_type_t **typep);
int dt_type_align(dtrace_hdl_t *, dt_type_t *);
void dt_type_add_member(dtrace_hdl_t *, dt_type_t *sou, const char *name, dt_type_t *mt,
    int bits);
dt_type_t *dt_type_string(dtrace_hdl_t *);
int dt_type_is_int(const dt_type_t *);
int dt_type_is_scalar(const dt_type_t *);
int dt_type_is_float(const dt_type_t *);
int dt_type_is_regval(const dt_type_t *);
int dt_type_is_strcompat(const dt_type_t *);
int dt_node_is_nullstr(const struct dt_node *);
dt_type_t *dt_type_new(dtrace_hdl_t *, dt_tkind_t, int size, const char *name);
dt_type_t *dt_type_ptr(dtrace_hdl_t *, dt_type_t *to);
dt_type_t *dt_type_ptr_decl(dtrace_hdl_t *, dt_type_t *to);
dt_type_t *dt_type_clong(dtrace_hdl_t *, int sign);
dt_type_t *dt_type_array(dtrace_hdl_t *, dt_type_t *elem, int n);
const dt_member_t *dt_type_member(dtrace_hdl_t *, dt_type_t *sou, const char *name,
    unsigned long *bitoffp);
void dt_types_fini(dtrace_hdl_t *);
/* kernel types (dt_btf.c) */
struct btf *dt_btf_get(dtrace_hdl_t *);
void dt_btf_set(dtrace_hdl_t *, struct btf *);
dt_type_t *dt_btf_lookup(dtrace_hdl_t *, const char *name);
int dt_kernel_offset(dtrace_hdl_t *, const char *type, const char *path);
int dt_btf_func(dtrace_hdl_t *, const char *name);
dt_type_t *dt_btf_import(dtrace_hdl_t *, int id);
dt_type_t *dt_btf_symtype(dtrace_hdl_t *, const char *name);
int dt_btf_members(dtrace_hdl_t *, dt_type_t *sou);
const char *dt_btf_enum_name(dtrace_hdl_t *, int id, int64_t v);
const char *dt_type_enum_name(dtrace_hdl_t *, const dt_type_t *, int64_t v);
int dt_btf_enum_value(dtrace_hdl_t *, int id, const char *name, int64_t *vp);
int dt_type_enum_value(dtrace_hdl_t *, const dt_type_t *, const char *name, int64_t *vp);
const char *dt_type_name(const dt_type_t *, char *buf, size_t len);
/* front end */
char *dt_cpp(dtrace_hdl_t *, const char *src, size_t len, const char *name);
#define DT_PARSE_PROG	1	/* a program, not a piece of the D library */
dt_node_t *dt_parse(dtrace_hdl_t *, const char *src, size_t len, int flags);
int dt_macro_unused(dtrace_hdl_t *);
void dt_node_free(dt_node_t *);
dt_node_t *dt_node_add(dt_node_t *near, dt_nkind_t kind);
int dt_check(dtrace_hdl_t *, struct dt_program *, dt_node_t *root);
const char *dt_opname(int op);
/* dt_treedump.c: -x tree's dump of a request's tree (pass 1, 3) or a checked clause (2) */
void dt_treedump(dtrace_hdl_t *, int pass, const dt_node_t *, const dt_clause_t *);
/* probe description fields, as DTRACE_C_PROVIDER/MODULE/FUNC or none choose the last */
enum { DT_PD_PROVIDER, DT_PD_MODULE, DT_PD_FUNC, DT_PD_NAME };
int dt_pdesc_field(unsigned cflags);
int dt_pdesc_parse(const char *spec, int last, char *buf, size_t len, dt_pdesc_t *pd);
/* probe p enabled for clause cl (dt_ck_clause.c; also while following processes) */
int dt_clause_add_probe(dtrace_hdl_t *, dt_clause_t *, dt_probe_t *);
const char *dt_pdesc_fieldname(int field);
int dt_pdesc_match(dtrace_hdl_t *, const dt_node_t *pd, dt_pdesc_t *desc, char *buf,
    size_t len, int (*cb)(dtrace_hdl_t *, dt_probe_t *, void *), void *arg);
int dt_is_builtin_var(const char *name);
const char *dt_scope_prefix(dt_idkind_t);
/* subroutines (dt_subr.c) */
int dt_subr_lookup(const char *name);
const char *dt_subr_name(int id);
void dt_subr_check(dtrace_hdl_t *, dt_node_t *call, int nargs);
int dt_subr_fold(int id, uint64_t arg, uint64_t *resp);
char dt_subr_param(int id, int i);
const char *dt_subr_ptype(int id, int i);
void dt_inlines_fini(dtrace_hdl_t *);
/* the D library (dt_dlib.c; loaded by dt_check.c's dt_dlib_need) */
int dt_dlib_find(dtrace_hdl_t *, const char *name, int astype);
const char *dt_dlib_take(dtrace_hdl_t *, int i);
const char *dt_dlib_where(const dtrace_hdl_t *, int *line);
int dt_dlib_need(dtrace_hdl_t *, const char *name, int astype);
void dt_dlib_fini(dtrace_hdl_t *);
int dt_version_parse(const char *, uint32_t *);
void dt_bindings_fini(dtrace_hdl_t *);
/* kernel symbols (dt_ksyms.c) */
int dt_ksym_lookup(dtrace_hdl_t *, const char *mod, const char *name, uint64_t *addrp,
    char *typep);
int dt_ksym_addr(dtrace_hdl_t *, uint64_t addr, const char **namep, const char **modp,
    uint64_t *offp);
int dt_ksym_range(dtrace_hdl_t *, const char *name, uint64_t *lop, uint64_t *hip);
void dt_ksyms_fini(dtrace_hdl_t *);
/* the layout of stacks and symbols as data (dt_datum.c) */
dt_dkind_t dt_node_dkind(const dt_node_t *);
int dt_datum_size(dtrace_hdl_t *, dt_dkind_t, int nframes);
/* speculations and destructive actions in a program (dt_spec_check.c) */
void dt_spec_check_clause(dtrace_hdl_t *, dt_node_t *clause);
void dt_spec_check_call(dtrace_hdl_t *, dt_node_t *call, int fn);
#endif /* DT_FRONT_H */
