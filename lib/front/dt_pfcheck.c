/*
 * dt_pfcheck.c: checking the arguments of printf-like actions against
 * their format, at compile time.
 *
 * dt_printf_parse() (dt_printf.c) turns a format into directives
 * and says, for each argument the format consumes, what it must be
 * (dt_printf_arginfo).  This file holds the D arguments to that, the way
 * classic DTrace's dt_printf_validate() does and with its messages:
 * conversions are visited in order; for each, its '*' width and then its
 * '*' precision take an argument each (missing: D_PRINTF_DYN_PROTO, not
 * an integer: D_PRINTF_DYN_TYPE), then the value (missing:
 * D_PRINTF_ARG_PROTO, of the wrong type: D_PRINTF_ARG_TYPE); arguments
 * left over are D_PRINTF_ARG_EXTRA.  A %@ conversion outside printa() is
 * D_PRINTF_AGG_CONV.  For printa() (isagg) the arguments are the keys of
 * the aggregation, which the format need not all use.
 *
 * The type rules, per conversion (classic DTrace's):
 *   %d %i %o %u %x %X	an integer (enums and bit-fields too; not a pointer)
 *   %c %C		an integer of at most the size of int
 *   %hd %ld %llu ...	an integer of the size the prefix names, and for
 *			d i o u of that signedness (classic compares type
 *			names; long and long long are one size here)
 *   %wc %lc		an int
 *   %p %a		a pointer or an integer
 *   %A			the same, only with -p/-c (a user address needs
 *			a process); otherwise an error
 *   %s %S		a string or a char array; also a char pointer,
 *			read as a kernel string (classic DTrace wants
 *			stringof() there)
 *   %ws %ls		an array of 4-byte integers (wchar_t)
 *   %k			a stack(), ustack() or jstack() value (a stack key in
 *			printa())
 *   %Y %T		a 64-bit integer (nanoseconds since the epoch)
 *   %e %E %f %g %G	a float, double or long double (not an integer)
 *   %Le %Lf ...	a long double
 */
#include <stdio.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_printf.h"
#include "dt_front.h"

/* does argument a satisfy what info asks? */
static int
pfc_ok(dtrace_hdl_t *dtp, const dt_pfarginfo_t *info, const dt_node_t *a)
{
	const dt_type_t *t = a->type;
	int isint = dt_type_is_int(t);

	if (a->kind == DT_NODE_AGG)	/* no conversion takes an aggregation */
		return 0;
	switch (info->kind) {
	case DT_PFCONV_INT:
		return isint;
	case DT_PFCONV_CHAR:
		return isint && t->size <= 4;
	case DT_PFCONV_SIZED: {
		int size = info->size;

		if (dt_type_is_float(t))	/* %Le ...: a long double */
			return t->size == size;
		if (info->name[0] == 'l' && info->name[1] != 'l')
			size = dt_type_clong(dtp, 1)->size;	/* %ld: the data model's long */
		return t->kind == DT_TK_INT && t->size == size &&
		    (info->sign < 0 || t->sign == info->sign);
	}
	case DT_PFCONV_WCHAR:
		return t->kind == DT_TK_INT && t->size == 4 && t->sign;
	case DT_PFCONV_PTR:
	case DT_PFCONV_KSYM:
		return isint || t->kind == DT_TK_PTR;
	case DT_PFCONV_USYM:
		dtp->prog->uses_usyms = 1;	/* the consumer reads the target's mappings */
		return dtp->proc.target != 0 && (isint || t->kind == DT_TK_PTR);
	case DT_PFCONV_STR:
		return dt_type_is_strcompat(t);
	case DT_PFCONV_WSTR:
		return t->kind == DT_TK_ARRAY && t->ref != NULL &&
		    t->ref->kind == DT_TK_INT && t->ref->size == 4;
	case DT_PFCONV_STACK:
		return dt_node_dkind(a) == DT_DK_STACK || dt_node_dkind(a) == DT_DK_USTACK;
	case DT_PFCONV_TIME:
		return isint && t->size == 8;
	case DT_PFCONV_FLOAT:
		return dt_type_is_float(t);
	case DT_PFCONV_AGG:
	case DT_PFCONV_ANY:
		return 1;
	default:
		return 0;
	}
}

void
dt_printf_check(dtrace_hdl_t *dtp, const char *fname, struct dt_pfprog *pf,
    dt_node_t *args, int foff, int line, int isagg)
{
	int n = dt_printf_nargs(pf), j = 0;
	dt_node_t *a = args;

	for (int i = 0; i < n; i++) {
		dt_pfarginfo_t info;

		dt_printf_arginfo(pf, i, &info);
		if (info.dynamic) {
			const char *dyn = info.dynamic == 1 ? "*" : ".*";

			if (a == NULL)
				dt_cerror(dtp, D_PRINTF_DYN_PROTO, line,
				    "%s( ) prototype mismatch: conversion #%d (%%%s) is missing a "
				    "corresponding \"%s\" argument", fname, info.conv, info.name, dyn);
			if (!dt_type_is_int(a->type))
				dt_cerror(dtp, D_PRINTF_DYN_TYPE, line,
				    "%s( ) argument #%d is incompatible with conversion #%d prototype:\n"
				    "\tconversion: %% %s %s\n\t prototype: int\n\t  argument: %s",
				    fname, j + foff + 1, info.conv, dyn, info.name, a->type->name);
			a = a->next;
			j++;
			continue;
		}
		if (info.kind == DT_PFCONV_AGG) {
			if (!isagg)
				dt_cerror(dtp, D_PRINTF_AGG_CONV, line,
				    "%%@ conversion requires an aggregation and is not for use with %s( )",
				    fname);
			continue;
		}
		if (a == NULL)
			dt_cerror(dtp, D_PRINTF_ARG_PROTO, line,
			    "%s( ) prototype mismatch: conversion #%d (%%%s) is missing a corresponding "
			    "value argument", fname, info.conv, info.name);
		if (!pfc_ok(dtp, &info, a))
			dt_cerror(dtp, D_PRINTF_ARG_TYPE, line,
			    "%s( ) argument #%d is incompatible with conversion #%d prototype:\n"
			    "\tconversion: %%%s\n\t prototype: %s\n\t  argument: %s",
			    fname, j + foff + 1, info.conv, info.name, info.proto,
			    a->type->name);
		a = a->next;
		j++;
	}
	if (a != NULL && !isagg)	/* printa()'s format may leave keys out */
		dt_cerror(dtp, D_PRINTF_ARG_EXTRA, line,
		    "%s( ) prototype mismatch: only %d arguments required by this format string",
		    fname, j);
}
