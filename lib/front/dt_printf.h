/*
 * dt_printf.h -- the D printf engine: parse a D format string once, format
 * recorded argument values many times.
 *
 * The compiler calls dt_printf_parse() on the constant format string of a
 * printf()/printa()/sprintf()-like action, uses dt_printf_nargs() and
 * dt_printf_argkind()/dt_printf_arginfo() to check the D arguments against
 * the conversions, and keeps the parsed program in the record description.
 * The consumer decodes the recorded values into dt_pfarg_t and calls
 * dt_printf_format() (or one of its buffer variants).  See dt_printf.c for
 * the semantics of every conversion.
 */
#ifndef DT_PRINTF_H
#define DT_PRINTF_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* What kind of value the consumer hands to the formatter. */
typedef enum {
	DT_PFARG_INT,		/* signed integer of `size` bytes in val */
	DT_PFARG_UINT,		/* unsigned integer of `size` bytes in val */
	DT_PFARG_STR,		/* str: up to `size` bytes, NUL-terminated or not */
	DT_PFARG_PTR,		/* pointer of `size` bytes in val */
	DT_PFARG_FLOAT,		/* IEEE-754 bits in val: size 4 float, 8 double;
				 * size 16 long double: its 16 bytes at str */
	DT_PFARG_TEXT		/* preformatted text in str (up to `size` bytes;
				 * size <= 0: NUL-terminated), printed verbatim
				 * by any conversion: a stack for %k, a
				 * histogram for %@, ... */
} dt_pfkind_t;

/*
 * One value handed to the formatter at run time.  For integers, size is the
 * D type's size in bytes (1, 2, 4, 8) and val holds the value (sign-extended
 * for INT).  For strings, str points at the bytes and size is the maximum
 * length (the string may not be NUL-terminated within size; size <= 0 means
 * it is NUL-terminated).
 */
typedef struct dt_pfarg {
	dt_pfkind_t kind;
	int size;
	uint64_t val;
	const char *str;
} dt_pfarg_t;

/* What a conversion expects from its argument, for compile-time checking. */
typedef enum {
	DT_PFCONV_NONE = -1,	/* no such argument (index out of range) */
	DT_PFCONV_INT = 0,	/* any integer: %d %i %o %u %x %X, and '*' */
	DT_PFCONV_STR,		/* string or char array: %s %S */
	DT_PFCONV_CHAR,		/* char, short or int: %c %C */
	DT_PFCONV_PTR,		/* pointer or integer: %p */
	DT_PFCONV_FLOAT,	/* float, double or long double: %e %E %f %g %G */
	DT_PFCONV_ANY,		/* anything (reserved; no conversion yields it) */
	DT_PFCONV_AGG,		/* %@...: the aggregation's value */
	DT_PFCONV_WCHAR,	/* wide char (int): %wc %lc */
	DT_PFCONV_WSTR,		/* wchar_t array: %ws %ls */
	DT_PFCONV_KSYM,		/* kernel address (pointer or integer): %a */
	DT_PFCONV_USYM,		/* user address (pointer or integer): %A */
	DT_PFCONV_STACK,	/* stack() value, or a kernel address: %k */
	DT_PFCONV_TIME,		/* 64-bit integer, ns since the epoch: %Y %T */
	DT_PFCONV_SIZED		/* integer of the size (and sign) the prefix
				 * names: %hd %lu %llx %wc ...; see size/sign
				 * in dt_pfarginfo_t */
} dt_pfconv_kind_t;

typedef struct dt_pfprog dt_pfprog_t;	/* opaque: a parsed format */

/* Everything known about argument i of a format, for the checker's messages. */
typedef struct dt_pfarginfo {
	dt_pfconv_kind_t kind;
	int conv;		/* 1-based number of the conversion it feeds */
	const char *name;	/* conversion as written w/o flags: "d", "lld", "ws" */
	int dynamic;		/* 0 value, 1 '*' width, 2 '*' precision */
	const char *proto;	/* expected types in words: "char, short, or int" */
	int size;		/* DT_PFCONV_SIZED: the integer's size in bytes */
	int sign;		/* DT_PFCONV_SIZED: 1 signed, 0 unsigned, -1 either */
	int width;		/* the conversion's width as written, -1 if none */
	int left;		/* its '-' flag (%-14k: a stack indented 14) */
} dt_pfarginfo_t;

/*
 * Turns an address into a symbol name.  Writes into buf (len bytes) and
 * returns buf, or returns NULL if addr is not known (the formatter then
 * prints 0x%llx).
 */
typedef const char *dt_pfsym_f(void *arg, uint64_t addr, char *buf, size_t len);

/*
 * Parse fmt (escapes already decoded).  On error return NULL and write
 * classic DTrace's message to err (e.g. "format conversion #2 name expected
 * before end of format string", "format conversion #1 is undefined: %y").
 * err may be NULL.
 */
dt_pfprog_t *dt_printf_parse(const char *fmt, char *err, size_t errlen);
void dt_printf_free(dt_pfprog_t *);

/* The format string as given to dt_printf_parse(). */
const char *dt_printf_fmt(const dt_pfprog_t *);

/* Number of arguments the format consumes (each conversion and each '*'). */
int dt_printf_nargs(const dt_pfprog_t *);
/* Kind of argument i (0-based); DT_PFCONV_NONE if out of range. */
dt_pfconv_kind_t dt_printf_argkind(const dt_pfprog_t *, int i);
/* All about argument i; 0 on success, -1 if out of range. */
int dt_printf_arginfo(const dt_pfprog_t *, int i, dt_pfarginfo_t *info);
/* Number of %@ conversions in the format (0 for a plain printf format). */
int dt_printf_naggs(const dt_pfprog_t *);

/* Symbol resolution for %a/%k (kernel) and %A (user).  NULL: print 0x%llx. */
void dt_printf_set_symbolizer(dt_pfprog_t *, dt_pfsym_f *fn, void *arg);
void dt_printf_set_usymbolizer(dt_pfprog_t *, dt_pfsym_f *fn, void *arg);

/*
 * Format args[0..nargs-1] to fp.  Returns the number of bytes written, or
 * -1 with errno set (EINVAL: too few arguments or an argument of the wrong
 * kind; ENOMEM; or the stream's error).  Nothing is written on error.
 */
int dt_printf_format(FILE *fp, const dt_pfprog_t *, const dt_pfarg_t *args,
    int nargs);
/* The same into a malloc'd string (caller frees); NULL with errno on error. */
char *dt_printf_asprintf(const dt_pfprog_t *, const dt_pfarg_t *args,
    int nargs);
/*
 * The same into buf with snprintf(3) conventions: at most len bytes
 * including a NUL; returns the length the whole output has, or -1.
 */
int dt_printf_snprintf(char *buf, size_t len, const dt_pfprog_t *,
    const dt_pfarg_t *args, int nargs);

/*
 * trace() and default output of one value (FORMATS.md): not quiet, strings
 * as "  %-33s", signed integers of size 1/2/4/8 as " %3d", " %5d", " %10d",
 * " %19lld", unsigned (and pointers) as " %3u", " %5u", " %10u", " %20llu",
 * floating values as " %f"; quiet, the same values plainly ("%s", "%d",
 * "%u", "%f").  TEXT is verbatim.
 * Returns bytes written or -1 with errno set.
 */
int dt_printf_trace(FILE *fp, const dt_pfarg_t *arg, int quiet);
/* The same into a malloc'd string (caller frees). */
char *dt_printf_trace_str(const dt_pfarg_t *arg, int quiet);

#endif /* DT_PRINTF_H */
