/*
 * dt_userlib.c: the user's D libraries (-L dir, -x libdir=dir).
 *
 * As DTrace does, every "*.d" file of each library directory is compiled
 * before the first request, so that the declarations, inlines and
 * translators it makes are there for the program.  A library names the
 * libraries it needs with "#pragma D depends_on library NAME.d" (NAME.d
 * is another library's file name in the directories); the libraries are
 * compiled in an order where each comes after those it needs: a library
 * that is not there, or a cycle of them, is an error (D_PRAGMA_DEPEND).
 * A library whose "#pragma D depends_on module/provider" is not met is
 * left out, silently, and so is every library that needs it.
 *
 * A library's clauses are checked, as DTrace compiles them, and then
 * dropped: they are never enabled.  Errors inside a library name its file
 * ("dir/x.d", line N: ...) through the handle's srcfile hook.  A directory
 * that cannot be read is skipped, as in DTrace.  With -x nolibs (Oracle's
 * option) none is loaded.
 *
 * State: dtp->libdirs (the directories, in order); dtp->userlibs_done once
 * they were loaded (at most once per handle); dtp->userlib, the file being
 * compiled (the pragma checker lets it depend on libraries).
 */
#include <dirent.h>
#include <errno.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_front.h"

typedef struct ulib {
	char *path;		/* dir/name.d */
	const char *name;	/* name.d, in path */
	char *text;
	char **deps;		/* the library names it depends on */
	int ndeps;
	int state;		/* 0 unvisited, 1 being sorted, 2 sorted */
	int skipped;		/* a module/provider dependency failed */
	int *depidx;		/* deps as indexes */
} ulib_t;

void
dt_libdir_add(dtrace_hdl_t *dtp, const char *dir)
{
	char *d = dt_zalloc(strlen(dir) + 1);

	strcpy(d, dir);
	dtp->libdirs = dt_realloc(dtp->libdirs, (dtp->nlibdirs + 1) * sizeof(char *));
	dtp->libdirs[dtp->nlibdirs++] = d;
}

static char *
ul_read(const char *path)
{
	FILE *fp = fopen(path, "r");
	size_t cap = 4096, n = 0, r;
	char *buf;

	if (fp == NULL)
		return NULL;
	buf = dt_zalloc(cap + 1);
	while ((r = fread(buf + n, 1, cap - n, fp)) > 0) {
		n += r;
		if (n == cap)
			buf = dt_realloc(buf, (cap *= 2) + 1);
	}
	fclose(fp);
	buf[n] = '\0';
	return buf;
}

/* the "#pragma D depends_on library X" lines of a library's text */
static void
ul_scan_deps(ulib_t *l)
{
	for (const char *p = l->text; p != NULL && *p != '\0'; ) {
		const char *e = strchr(p, '\n');
		char w[5][256];
		char line[1024];
		size_t len = e != NULL ? (size_t)(e - p) : strlen(p);

		snprintf(line, sizeof(line), "%.*s", (int)(len < sizeof(line) ? len : sizeof(line) - 1), p);
		if (sscanf(line, " #%255s %255s %255s %255s %255s", w[0], w[1], w[2], w[3], w[4]) == 5 &&
		    strcmp(w[0], "pragma") == 0 && strcmp(w[1], "D") == 0 &&
		    strcmp(w[2], "depends_on") == 0 && strcmp(w[3], "library") == 0) {
			char *d = dt_zalloc(strlen(w[4]) + 1);

			strcpy(d, w[4]);
			l->deps = dt_realloc(l->deps, (l->ndeps + 1) * sizeof(char *));
			l->deps[l->ndeps++] = d;
		}
		p = e != NULL ? e + 1 : NULL;
	}
}

static int
ul_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* the *.d files of dir, sorted, appended to *libs */
static void
ul_collect(const char *dir, ulib_t **libs, int *nlibs)
{
	DIR *dp = opendir(dir);
	struct dirent *de;
	char **names = NULL;
	int n = 0;

	if (dp == NULL)
		return;		/* skipped, as DTrace skips it */
	while ((de = readdir(dp)) != NULL) {
		size_t l = strlen(de->d_name);

		if (l < 3 || strcmp(de->d_name + l - 2, ".d") != 0 || de->d_name[0] == '.')
			continue;
		names = dt_realloc(names, (n + 1) * sizeof(char *));
		names[n] = dt_zalloc(l + 1);
		strcpy(names[n++], de->d_name);
	}
	closedir(dp);
	if (n > 1)	/* names is NULL when there are none: qsort() wants an array */
		qsort(names, n, sizeof(char *), ul_cmp);
	for (int i = 0; i < n; i++) {
		ulib_t *l;
		size_t pl = strlen(dir) + strlen(names[i]) + 2;
		char *path = dt_zalloc(pl), *text;

		snprintf(path, pl, "%s/%s", dir, names[i]);
		free(names[i]);
		if ((text = ul_read(path)) == NULL) {
			free(path);
			continue;
		}
		*libs = dt_realloc(*libs, (*nlibs + 1) * sizeof(ulib_t));
		l = &(*libs)[(*nlibs)++];
		memset(l, 0, sizeof(*l));
		l->path = path;
		l->name = strrchr(path, '/') + 1;
		l->text = text;
		ul_scan_deps(l);
	}
	free(names);
}

/* depth-first: each library after those it needs; order[] gets the result */
static int
ul_sort(dtrace_hdl_t *dtp, ulib_t *libs, int i, int *order, int *norder)
{
	ulib_t *l = &libs[i];

	if (l->state == 2)
		return 0;
	if (l->state == 1)
		return dt_set_err(dtp, D_PRAGMA_DEPEND, "circular dependency among D libraries: "
		    "%s depends on itself through its dependencies", l->path);
	l->state = 1;
	for (int d = 0; d < l->ndeps; d++)
		if (ul_sort(dtp, libs, l->depidx[d], order, norder) != 0)
			return -1;
	l->state = 2;
	order[(*norder)++] = i;
	return 0;
}

static const char *
ul_where(const dtrace_hdl_t *dtp, int *line)
{
	(void)line;
	return dtp->userlib;
}

/* compile one library: its declarations stay, its clauses are dropped */
static int
ul_compile(dtrace_hdl_t *dtp, struct dt_program *pgp, ulib_t *l)
{
	jmp_buf jb, *saved = dtp->errjmp;
	dt_node_t *volatile root;
	volatile int first = pgp->nclauses;

	dtp->srcname = l->path;
	dtp->srcfile = ul_where;
	dtp->userlib = l->path;
	dtp->errjmp = &jb;
	if (setjmp(jb) != 0) {
		dtp->errjmp = saved;
		dtp->srcfile = NULL;
		dtp->userlib = NULL;
		if (dtp->fatal)
			longjmp(*saved, 1);
		dt_clauses_drop(pgp, first);
		return -1;
	}
	if ((root = dt_parse(dtp, l->text, strlen(l->text), 0)) == NULL) {
		dtp->errjmp = saved;
		dtp->srcfile = NULL;
		dtp->userlib = NULL;
		return -1;
	}
	pgp->roots = dt_realloc(pgp->roots, (pgp->nroots + 1) * sizeof(dt_node_t *));
	pgp->roots[pgp->nroots++] = root;
	dt_check(dtp, pgp, root);
	dt_clauses_drop(pgp, first);
	dtp->errjmp = saved;
	dtp->srcfile = NULL;
	dtp->userlib = NULL;
	return 0;
}

static void
ul_free(ulib_t *libs, int n)
{
	for (int i = 0; i < n; i++) {
		for (int d = 0; d < libs[i].ndeps; d++)
			free(libs[i].deps[d]);
		free(libs[i].deps);
		free(libs[i].depidx);
		free(libs[i].path);
		free(libs[i].text);
	}
	free(libs);
}

/* Load the libraries of dtp->libdirs into the program, once. */
int
dt_userlibs_load(dtrace_hdl_t *dtp, struct dt_program *pgp)
{
	ulib_t *libs = NULL;
	int nlibs = 0, norder = 0, err = 0, *order;

	if (dtp->userlibs_done || dtp->nlibdirs == 0 || dtp->nolibs)
		return 0;
	dtp->userlibs_done = 1;
	for (int i = 0; i < dtp->nlibdirs; i++)
		ul_collect(dtp->libdirs[i], &libs, &nlibs);
	for (int i = 0; i < nlibs && err == 0; i++) {
		libs[i].depidx = dt_zalloc((libs[i].ndeps + 1) * sizeof(int));
		for (int d = 0; d < libs[i].ndeps && err == 0; d++) {
			int j;

			for (j = 0; j < nlibs && strcmp(libs[j].name, libs[i].deps[d]) != 0; j++)
				;
			if (j == nlibs)
				err = dt_set_err(dtp, D_PRAGMA_DEPEND, "%s: library %s is not in the "
				    "library path", libs[i].path, libs[i].deps[d]);
			libs[i].depidx[d] = j;
		}
	}
	order = dt_zalloc((nlibs + 1) * sizeof(int));
	for (int i = 0; i < nlibs && err == 0; i++)
		err = ul_sort(dtp, libs, i, order, &norder);
	for (int k = 0; k < norder && err == 0; k++) {
		ulib_t *l = &libs[order[k]];

		for (int d = 0; d < l->ndeps; d++)
			l->skipped |= libs[l->depidx[d]].skipped;
		if (l->skipped)
			continue;
		if (ul_compile(dtp, pgp, l) != 0) {
			if (dtp->fatal || dtp->errtag != D_PRAGMA_DEPEND) {
				err = -1;
				break;
			}
			l->skipped = 1;	/* its module or provider is not here */
		}
	}
	free(order);
	ul_free(libs, nlibs);
	return err != 0 ? -1 : 0;
}
