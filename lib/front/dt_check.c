/*
 * dt_check.c: the D checker's walk over a program.
 *
 * dt_check() walks a parsed request (a -n description or a -s script) in
 * source order and appends its clauses to the program being built.  Every
 * "#pragma D option" line is applied first, wherever it stands (options
 * shape the whole compilation), then a program with neither a clause nor a
 * declaration is D_EMPTY; then each top-level item is checked where
 * it stands: declarations of variables and inlines, translators, provider
 * definitions, the other control lines, and probe clauses.  dt_dlib_need()
 * walks a piece of the D library (dt_dlib.c) the same way, its
 * declarations and translators, when the program first names something it
 * defines.
 *
 * The checker has one file per concern; what they share is in
 * dt_check_impl.h:
 *   dt_ck_pragma.c    control lines, D versions, #pragma D binding
 *   dt_ck_clause.c    clauses: probe descriptions matched against the
 *                     providers (probes created lazily), predicate,
 *                     statements
 *   dt_ck_expr.c      expressions, every node given its D type; DTrace's
 *                     dynamic values refused where a value is needed
 *   dt_ck_arith.c     the usual arithmetic conversions (DTrace's: no
 *                     integer promotions), constant folding (a constant division
 *                     by zero is D_DIV_ZERO, as in DTrace)
 *   dt_ck_ident.c     identifiers: built-in variables, enumerators,
 *                     inlines, NULL, args[], uregs[], kernel symbols
 *   dt_ck_var.c       variables of the three scopes (declared by their
 *                     first assignment, typed by it, or by a declaration)
 *                     and their hash index
 *   dt_ck_call.c      tracing functions and subroutine calls (printf
 *                     formats by dt_pfcheck.c, subroutines by dt_subr.c)
 *   dt_ck_agg.c       aggregations (function and key signature fixed by
 *                     the first use: D_AGG_REDEF otherwise) and the
 *                     actions on them
 *   dt_ck_xlator.c    translators and xlate
 *   dt_ck_provider.c  provider definitions, for dtrace -h
 *   dt_ck_attr.c      stability ratings of what the program names, for
 *                     -x amin and dtrace -v
 * Every error is reported through dt_cerror() with its DTrace tag and line.
 * What the checker records on the handle (inlines, translators, providers
 * defined in D) lives until dtrace_close() (dt_inlines_fini).
 */
#include <stdlib.h>
#include <string.h>
#include "dt_check_impl.h"
#include "dt_front.h"

/* what the checker recorded on the handle, at dtrace_close() */
void
dt_inlines_fini(dtrace_hdl_t *dtp)
{
	dt_inline_t *i, *nx;
	dt_xlator_t *x, *xn;

	for (i = dtp->inlines; i != NULL; i = nx) {
		nx = i->next;
		for (dt_xlator_t *p = i->params, *pn; p != NULL; p = pn) {
			pn = p->next;
			free(p);
		}
		free(i->name);
		free(i);
	}
	dtp->inlines = NULL;
	for (x = dtp->xlators; x != NULL; x = xn) {
		xn = x->next;
		free(x);
	}
	dtp->xlators = NULL;
	for (dt_udprov_t *pv = dtp->udprovs, *pn; pv != NULL; pv = pn) {
		pn = pv->next;
		for (dt_udprobe_t *pr = pv->probes, *rn; pr != NULL; pr = rn) {
			rn = pr->next;
			free(pr->name);
			free(pr);
		}
		free(pv->name);
		free(pv);
	}
	dtp->udprovs = NULL;
}

/*
 * Load the D library piece (dt_dlib.c) that defines name (a type name if
 * astype), if one does and it is not loaded yet: parse it and check its
 * declarations and translators.  Called when the program first names it.
 */
int
dt_dlib_need(dtrace_hdl_t *dtp, const char *name, int astype)
{
	int i = dt_dlib_find(dtp, name, astype);
	const char *text, *srcname = dtp->srcname, *region = dtp->errregion;
	const char *(*srcfile)(const dtrace_hdl_t *, int *) = dtp->srcfile;
	dt_cstate_t cs = { dtp, NULL, NULL, 0 };
	dt_node_t *root;

	if (i < 0)
		return 0;
	text = dt_dlib_take(dtp, i);
	dtp->srcname = "the D library";
	dtp->srcfile = dt_dlib_where;	/* errors name the dlib file and its line */
	dtp->errregion = NULL;
	if ((root = dt_parse(dtp, text, strlen(text), 0)) == NULL)
		longjmp(*dtp->errjmp, 1);
	dtp->dlib_roots = dt_realloc(dtp->dlib_roots, (dtp->ndlib_roots + 1) * sizeof(dt_node_t *));
	dtp->dlib_roots[dtp->ndlib_roots++] = root;
	cs.inlib = 1;
	for (dt_node_t *n = root->body; n != NULL; n = n->next) {
		if (n->kind == DT_NODE_DECL)
			dt_ck_decl(&cs, n);
		else if (n->kind == DT_NODE_XLATOR)
			dt_ck_xlator(&cs, n);
	}
	dtp->srcname = srcname;
	dtp->srcfile = srcfile;
	dtp->errregion = region;
	return 1;
}

/*
 * Check one compiled request (a -n description or a -s script) and append
 * its clauses to the program.  Returns how many distinct probes it matched.
 */
int
dt_check(dtrace_hdl_t *dtp, struct dt_program *pgp, dt_node_t *root)
{
	dt_cstate_t cs = { dtp, pgp, NULL, 0 };
	dt_node_t *n;
	int nclauses = 0, first, matches = 0;

	/* pragmas apply to the whole program, wherever they stand */
	for (n = root->body; n != NULL; n = n->next)
		if (n->kind == DT_NODE_PRAGMA)
			dt_ck_pragma(&cs, n, 0);
	/*
	 * An empty program: DTrace acts on its control lines while it reads
	 * it, so they come first (an #error is reported as such), then D_EMPTY
	 */
	if (root->ival > 0) {
		for (n = root->body; n != NULL; n = n->next)
			if (n->kind == DT_NODE_PRAGMA)
				dt_ck_pragma(&cs, n, 1);
		if (!dtp->empty)
			dt_cerror(dtp, D_EMPTY, (int)root->ival, "empty D program translation unit");
		pgp->lastfirst = pgp->nclauses;	/* -x empty: this request adds nothing */
		return 0;
	}
	dt_types_init(dtp);

	for (n = root->body; n != NULL; n = n->next)
		if (n->kind == DT_NODE_CLAUSE)
			nclauses++;
	if (nclauses > 0) {	/* realloc() to 0 bytes would free them */
		pgp->clauses = realloc(pgp->clauses,
		    (pgp->nclauses + nclauses) * sizeof(dt_clause_t *));
		if (pgp->clauses == NULL)
			dt_cerror(dtp, D_UNKNOWN, 1, "out of memory");
	}
	first = pgp->nclauses;
	pgp->lastfirst = first;

	for (n = root->body; n != NULL; n = n->next) {
		if (n->kind == DT_NODE_DECL) {
			dt_ck_decl(&cs, n);
			continue;
		}
		if (n->kind == DT_NODE_XLATOR) {
			dt_ck_xlator(&cs, n);
			continue;
		}
		if (n->kind == DT_NODE_PROVIDER) {
			dt_ck_provider(&cs, n);
			continue;
		}
		if (n->kind == DT_NODE_PRAGMA) {
			dt_ck_pragma(&cs, n, 1);
			continue;
		}
		if (n->kind == DT_NODE_CLAUSE) {
			dt_ck_clause(&cs, n);
			dt_treedump(dtp, 2, n, cs.clause);
		}
	}

	/* as DTrace counts: the probes each clause enables, added up */
	for (int c = first; c < pgp->nclauses; c++)
		matches += pgp->clauses[c]->nprobes;
	return matches;
}
