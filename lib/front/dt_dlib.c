/*
 * dt_dlib.c: the D library, definitions written in D over the kernel's types.
 *
 * DTrace keeps translators (psinfo_t, lwpsinfo_t), built-in variables defined
 * in D (curpsinfo, vtimestamp, cwd) and named constants (errno and signal
 * names, uregs[] indexes, thread states) in D library files.  Ours are the
 * files of the source tree's dlibs/ (each says what it defines and what it
 * means on Linux), built into the library: tools/gen-dlibs.sh cuts each file
 * into pieces, one declaration each (a translator goes with its type's
 * piece), and derives from the text the identifiers and type names every
 * piece defines and those of other pieces it uses (build/gen/dt_dlibs.h).
 * Nothing is read at run time.
 *
 * A piece is parsed and checked the first time the program names one of
 * its identifiers (dt_check.c's ck_ident) or types (dt_type_lookup_d), by
 * dt_check.c's dt_dlib_need through dt_dlib_find and dt_dlib_take here: a
 * program that uses none of them pays nothing, "BEGIN { exit(0); }" imports
 * no kernel type, and a program naming vtimestamp parses one line.  The
 * pieces a piece uses are loaded before it (dt_dlib_take), so that its
 * names are the library's, never a program's variable of the same name.
 * Loaded pieces stay with the handle (dtp->dlib_roots): their inlines and
 * translators point into them.  A program may declare a name of a piece it
 * does not load (int EIO;) and still use the other pieces.
 *
 * Each piece's text starts with a line marker giving its line in the
 * concatenation of the files (a "global" line), so that the lexer numbers
 * its lines on from there; an error met while a piece loads (which would be
 * a bug, or a kernel whose types lack what a piece reads) maps that line
 * back to the file and its line (dt_dlib_where).
 *
 * -x nolibs (Oracle's option) loads no piece: the library's names are then
 * unknown, as in DTrace without its library files.
 *
 * Invariants: the name tables are sorted by strcmp() (the generator sorts
 * them in the C locale); bit i of dtp->dlib_loaded is set once piece i has
 * been handed out, and dt_dlib_find never returns a loaded piece.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"

#include "dt_dlibs.h"	/* generated: the pieces and the names they define */
#include "dt_front.h"

#define DT_NELEM(a)	(sizeof(a) / sizeof((a)[0]))
_Static_assert(DT_DLIB_NPIECES <= 64 * DT_DLIB_WORDS, "dlib_loaded is too small");

static int
dlib_name_cmp(const void *key, const void *elem)
{
	return strcmp(key, ((const dt_dlib_name_t *)elem)->name);
}

static int
dlib_loaded(const dtrace_hdl_t *dtp, int i)
{
	return (dtp->dlib_loaded[i / 64] >> (i % 64)) & 1;
}

/*
 * The library piece that defines name (a type name if astype, else an
 * identifier) and is not loaded yet, or -1.
 */
int
dt_dlib_find(dtrace_hdl_t *dtp, const char *name, int astype)
{
	const dt_dlib_name_t *n;

	if (astype)
		n = bsearch(name, dt_dlib_types, DT_NELEM(dt_dlib_types), sizeof(dt_dlib_types[0]),
		    dlib_name_cmp);
	else
		n = bsearch(name, dt_dlib_idents, DT_NELEM(dt_dlib_idents), sizeof(dt_dlib_idents[0]),
		    dlib_name_cmp);
	if (n == NULL || dtp->nolibs || dlib_loaded(dtp, n->piece))
		return -1;
	return n->piece;
}

/*
 * Mark piece i loaded, load the pieces it uses that are not loaded yet, and
 * give its text.  Its names then are the library's when it is checked: a
 * program's variable of one of them is refused as a redeclaration, as in
 * DTrace, whose library is loaded before any program.
 */
const char *
dt_dlib_take(dtrace_hdl_t *dtp, int i)
{
	const dt_dlib_piece_t *p = &dt_dlib_pieces[i];

	dtp->dlib_loaded[i / 64] |= 1ULL << (i % 64);
	for (int d = p->dep; d < p->dep + p->ndeps; d++)
		dt_dlib_need(dtp, dt_dlib_deps[d].name, dt_dlib_deps[d].astype);
	return p->text;
}

/*
 * The dlib file that line *line of the embedded text is in, with *line
 * made the file's line; else NULL (*line unchanged).  The handle's
 * srcfile while a piece loads (dt_dlib_need()), for dt_cerror().
 */
const char *
dt_dlib_where(const dtrace_hdl_t *dtp, int *line)
{
	(void)dtp;
	for (size_t f = 0; f < DT_NELEM(dt_dlib_files); f++)
		if (*line >= dt_dlib_files[f].first && *line <= dt_dlib_files[f].last) {
			*line -= dt_dlib_files[f].first - 1;
			return dt_dlib_files[f].name;
		}
	return NULL;
}

void
dt_dlib_fini(dtrace_hdl_t *dtp)
{
	for (int i = 0; i < dtp->ndlib_roots; i++)
		dt_node_free(dtp->dlib_roots[i]);
	free(dtp->dlib_roots);
}
