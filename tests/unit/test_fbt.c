/*
 * test_fbt.c: unit tests for the pure part of the fbt provider: the C type
 * names of BTF types as dtrace -lv shows fbt's args[] and the checker reads
 * them back, and which arguments a function's prototype describes.  The BTF
 * is built here with libbpf, so the tests need no kernel.
 */
#include <stdio.h>
#include <string.h>
#include <bpf/btf.h>

#include "dt_impl.h"
#include "unit.h"
#include "dt_providers.h"

static const char *
tstr(const struct btf *btf, int id)
{
	static char buf[64];

	dt_fbt_typestr(btf, id, buf, sizeof(buf));
	return buf;
}

int
main(void)
{
	struct btf *btf = btf__new_empty();
	int ichar, iint, ulong, sizet, file, pfile, cchar, pcchar, uptr, fproto, pfn;
	int anon, panon, aenum, e, fwd, small, wide, huge, longname, plong, ppchar, cptr;
	int p1, f1, p2, f2, p3, f3, p4, f4, p5, f5;
	char types[DT_PROBE_MAXARGS][64];
	char lname[80];

	UT_CHECK(btf != NULL);
	ichar = btf__add_int(btf, "char", 1, BTF_INT_SIGNED | BTF_INT_CHAR);
	iint = btf__add_int(btf, "int", 4, BTF_INT_SIGNED);
	ulong = btf__add_int(btf, "long unsigned int", 8, 0);
	sizet = btf__add_typedef(btf, "size_t", ulong);
	file = btf__add_struct(btf, "file", 8);
	btf__add_field(btf, "f_flags", iint, 0, 0);
	pfile = btf__add_ptr(btf, file);
	cchar = btf__add_const(btf, ichar);
	pcchar = btf__add_ptr(btf, cchar);
	uptr = btf__add_ptr(btf, btf__add_type_tag(btf, "user", ichar));	/* char __user * */
	fproto = btf__add_func_proto(btf, iint);
	pfn = btf__add_ptr(btf, fproto);
	anon = btf__add_struct(btf, NULL, 4);
	btf__add_field(btf, "x", iint, 0, 0);
	panon = btf__add_ptr(btf, anon);
	aenum = btf__add_enum(btf, NULL, 4);
	btf__add_enum_value(btf, "A", 0);
	e = btf__add_enum(btf, "state", 4);
	btf__add_enum_value(btf, "S0", 0);
	fwd = btf__add_ptr(btf, btf__add_fwd(btf, "opaque", BTF_FWD_UNION));
	small = btf__add_struct(btf, "pte", 8);		/* one register */
	btf__add_field(btf, "v", ulong, 0, 0);
	wide = btf__add_struct(btf, "pair", 16);		/* two registers */
	btf__add_field(btf, "a", ulong, 0, 0);
	btf__add_field(btf, "b", ulong, 64, 0);
	huge = btf__add_struct(btf, "big", 24);		/* returned through memory */
	btf__add_field(btf, "a", ulong, 0, 0);
	memset(lname, 'n', sizeof(lname) - 1);
	lname[sizeof(lname) - 1] = '\0';
	longname = btf__add_struct(btf, lname, 8);
	plong = btf__add_ptr(btf, longname);
	ppchar = btf__add_ptr(btf, btf__add_ptr(btf, ichar));
	cptr = btf__add_const(btf, btf__add_ptr(btf, ichar));	/* char *const */

	/* type names */
	UT_EQ_STR(tstr(btf, 0), "void");
	UT_EQ_STR(tstr(btf, iint), "int");
	UT_EQ_STR(tstr(btf, ulong), "long unsigned int");
	UT_EQ_STR(tstr(btf, sizet), "size_t");
	UT_EQ_STR(tstr(btf, pfile), "struct file *");
	UT_EQ_STR(tstr(btf, pcchar), "const char *");
	UT_EQ_STR(tstr(btf, uptr), "char *");
	UT_EQ_STR(tstr(btf, pfn), "void *");
	UT_EQ_STR(tstr(btf, panon), "void *");
	UT_EQ_STR(tstr(btf, anon), "uint64_t");
	UT_EQ_STR(tstr(btf, aenum), "int");
	UT_EQ_STR(tstr(btf, e), "enum state");
	UT_EQ_STR(tstr(btf, fwd), "union opaque *");
	UT_EQ_STR(tstr(btf, small), "struct pte");
	UT_EQ_STR(tstr(btf, ppchar), "char **");
	UT_EQ_STR(tstr(btf, cptr), "char *");
	/* a name too long for args[]' 64 bytes: a pointer is a void * */
	UT_EQ_STR(tstr(btf, plong), "void *");

	/* ssize_t-like vfs_read(struct file *, char __user *, size_t, ...) */
	p1 = btf__add_func_proto(btf, iint);
	btf__add_func_param(btf, "file", pfile);
	btf__add_func_param(btf, "buf", uptr);
	btf__add_func_param(btf, "count", sizet);
	btf__add_func_param(btf, NULL, 0);			/* ... */
	f1 = btf__add_func(btf, "vfs_read", BTF_FUNC_GLOBAL, p1);
	/* void f(int, struct pte, struct pair, int): stops before the pair */
	p2 = btf__add_func_proto(btf, 0);
	btf__add_func_param(btf, "a", iint);
	btf__add_func_param(btf, "p", small);
	btf__add_func_param(btf, "w", wide);
	btf__add_func_param(btf, "b", iint);
	f2 = btf__add_func(btf, "f2", BTF_FUNC_STATIC, p2);
	/* struct big f(int): the hidden pointer comes first, nothing described */
	p3 = btf__add_func_proto(btf, huge);
	btf__add_func_param(btf, "a", iint);
	f3 = btf__add_func(btf, "f3", BTF_FUNC_STATIC, p3);
	/* struct pair f(int): returned in two registers, arguments as usual */
	p4 = btf__add_func_proto(btf, wide);
	btf__add_func_param(btf, "a", iint);
	f4 = btf__add_func(btf, "f4", BTF_FUNC_STATIC, p4);
	/* void f(void) */
	p5 = btf__add_func_proto(btf, 0);
	f5 = btf__add_func(btf, "f5", BTF_FUNC_STATIC, p5);

	UT_EQ_INT(dt_fbt_proto_types(btf, f1, 0, types, DT_PROBE_MAXARGS), 3);
	UT_EQ_STR(types[0], "struct file *");
	UT_EQ_STR(types[1], "char *");
	UT_EQ_STR(types[2], "size_t");
	UT_EQ_INT(dt_fbt_proto_types(btf, f1, 0, types, 2), 2);	/* at most max */
	UT_EQ_INT(dt_fbt_proto_types(btf, f1, 1, types, DT_PROBE_MAXARGS), 2);
	UT_EQ_STR(types[0], "int");
	UT_EQ_STR(types[1], "int");
	UT_EQ_INT(dt_fbt_proto_types(btf, f2, 0, types, DT_PROBE_MAXARGS), 2);
	UT_EQ_STR(types[1], "struct pte");
	UT_EQ_INT(dt_fbt_proto_types(btf, f2, 1, types, DT_PROBE_MAXARGS), 1);	/* void */
	UT_EQ_INT(dt_fbt_proto_types(btf, f3, 0, types, DT_PROBE_MAXARGS), 0);
	UT_EQ_INT(dt_fbt_proto_types(btf, f4, 0, types, DT_PROBE_MAXARGS), 1);
	UT_EQ_INT(dt_fbt_proto_types(btf, f4, 1, types, DT_PROBE_MAXARGS), 2);
	UT_EQ_STR(types[1], "struct pair");
	UT_EQ_INT(dt_fbt_proto_types(btf, f5, 0, types, DT_PROBE_MAXARGS), 0);
	/* not a function */
	UT_EQ_INT(dt_fbt_proto_types(btf, pfile, 0, types, DT_PROBE_MAXARGS), 0);
	UT_EQ_INT(dt_fbt_proto_types(btf, 0, 0, types, DT_PROBE_MAXARGS), 0);
	btf__free(btf);
	return ut_finish("fbt");
}
