/*
 * dt_ck_pragma.c: control lines (#pragma D ..., #error, #ident, #line), D
 * versions and #pragma D binding.
 *
 * dt_check() hands every control line of a program to dt_ck_pragma()
 * twice.  In phase 0, before anything else, "#pragma D option" lines are
 * applied: options shape the whole compilation, wherever they stand (an
 * unknown directive is refused in this phase already).  In phase 1, in
 * source order, the others: depends_on checks that a provider or kernel
 * module exists, attributes checks its triple (and records it for a
 * provider defined in D, for dtrace -h), binding records that an
 * identifier needs a version of D, #error stops with its text.  Other
 * "#pragma name" lines are ignored, as C says; other "#name" lines are
 * errors.
 *
 * Versions are DTrace's "major.minor[.micro]", held as DT_VERSION_NUM
 * numbers.  An identifier bound to a later version than the program asks
 * for (-x version) is hidden from it (dt_ck_unbound: an inline of the D
 * library bound so is not found), and so is a built-in variable, action or
 * subroutine that D gained after that version (dt_ck_hidden, from the
 * table of those below): the program may declare its own of that name.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "dt_check_impl.h"
#include "dt_front.h"

/* "major.minor[.micro]" */
/* "major.minor[.micro]" -> *vp (DT_VERSION_NUM); -1 if not a version */
int
dt_version_parse(const char *v, uint32_t *vp)
{
	unsigned long part[3] = { 0, 0, 0 };
	int parts = 0;

	while (*v != '\0') {
		char *end;

		if (!isdigit((unsigned char)*v) || parts == 3)
			return -1;
		part[parts++] = strtoul(v, &end, 10);
		v = end;
		if (*v == '.' && v[1] != '\0')
			v++;
		else if (*v != '\0')
			return -1;
	}
	if (parts < 2 || part[0] > 255 || part[1] > 4095 || part[2] > 4095)
		return -1;
	*vp = DT_VERSION_NUM(part[0], part[1], part[2]);
	return 0;
}

/* #pragma D binding "version" name: name needs that version of D */
typedef struct dt_binding {
	char *name;
	uint32_t vers;
	struct dt_binding *next;
} dt_binding_t;

void
dt_bindings_fini(dtrace_hdl_t *dtp)
{
	for (dt_binding_t *b = dtp->bindings, *nx; b != NULL; b = nx) {
		nx = b->next;
		free(b->name);
		free(b);
	}
}

/* an identifier bound to a later D version than the program asks for */
int
dt_ck_unbound(dtrace_hdl_t *dtp, const char *name)
{
	for (dt_binding_t *b = dtp->bindings; b != NULL; b = b->next)
		if (strcmp(b->name, name) == 0)
			return b->vers > dtp->vmax;
	return 0;
}

/*
 * The built-in identifiers D gained after version 1.0, with the version
 * that introduced each (as DTrace's identifier table gives them); the
 * others are 1.0's.  A program bound to an earlier version (-x version)
 * does not see them: it may name and declare its own.
 */
static const struct {
	const char *name;
	uint32_t vers;
} dt_builtin_vers[] = {
	{ "freopen", DT_VERSION_NUM(1, 1, 0) }, { "index", DT_VERSION_NUM(1, 1, 0) },
	{ "rindex", DT_VERSION_NUM(1, 1, 0) }, { "strchr", DT_VERSION_NUM(1, 1, 0) },
	{ "strrchr", DT_VERSION_NUM(1, 1, 0) }, { "strstr", DT_VERSION_NUM(1, 1, 0) },
	{ "strtok", DT_VERSION_NUM(1, 1, 0) }, { "substr", DT_VERSION_NUM(1, 1, 0) },
	{ "func", DT_VERSION_NUM(1, 2, 0) }, { "mod", DT_VERSION_NUM(1, 2, 0) },
	{ "sym", DT_VERSION_NUM(1, 2, 0) }, { "setopt", DT_VERSION_NUM(1, 2, 0) },
	{ "uaddr", DT_VERSION_NUM(1, 2, 0) }, { "ufunc", DT_VERSION_NUM(1, 2, 0) },
	{ "umod", DT_VERSION_NUM(1, 2, 0) }, { "usym", DT_VERSION_NUM(1, 2, 0) },
	{ "ucaller", DT_VERSION_NUM(1, 2, 0) }, { "ustackdepth", DT_VERSION_NUM(1, 2, 0) },
	{ "htonl", DT_VERSION_NUM(1, 3, 0) }, { "htonll", DT_VERSION_NUM(1, 3, 0) },
	{ "htons", DT_VERSION_NUM(1, 3, 0) }, { "ntohl", DT_VERSION_NUM(1, 3, 0) },
	{ "ntohll", DT_VERSION_NUM(1, 3, 0) }, { "ntohs", DT_VERSION_NUM(1, 3, 0) },
	{ "inet_ntoa", DT_VERSION_NUM(1, 5, 0) }, { "inet_ntoa6", DT_VERSION_NUM(1, 5, 0) },
	{ "inet_ntop", DT_VERSION_NUM(1, 5, 0) }, { "link_ntop", DT_VERSION_NUM(1, 5, 0) },
	{ "stddev", DT_VERSION_NUM(1, 6, 0) }, { "llquantize", DT_VERSION_NUM(1, 7, 0) },
	{ "tolower", DT_VERSION_NUM(1, 8, 0) }, { "toupper", DT_VERSION_NUM(1, 8, 0) },
	{ "print", DT_VERSION_NUM(1, 9, 0) },
};

/* a built-in identifier of a later D version than the program asks for */
int
dt_ck_hidden(const dtrace_hdl_t *dtp, const char *name)
{
	if (dtp->vmax >= DT_VERSION_LATEST)
		return 0;
	for (size_t i = 0; i < sizeof(dt_builtin_vers) / sizeof(dt_builtin_vers[0]); i++)
		if (strcmp(dt_builtin_vers[i].name, name) == 0)
			return dt_builtin_vers[i].vers > dtp->vmax;
	return 0;
}

static int
ck_module_loaded(const char *name)
{
	char path[512];
	FILE *fp;
	char line[512];
	int found = 0;

	if (strcmp(name, "vmlinux") == 0)
		return 1;
	snprintf(path, sizeof(path), "/sys/module/%s", name);
	if (access(path, F_OK) == 0)
		return 1;
	if ((fp = fopen("/proc/modules", "r")) == NULL)
		return 0;
	while (!found && fgets(line, sizeof(line), fp) != NULL)
		found = strncmp(line, name, strlen(name)) == 0 && line[strlen(name)] == ' ';
	fclose(fp);
	return found;
}

/*
 * #error's message, as DTrace makes it: each word or string of the line
 * (a string without its quotes; numbers are left out) followed by a space.
 */
static void __attribute__((noreturn))
pr_error_text(dtrace_hdl_t *dtp, dt_node_t *n, const char *p)
{
	char msg[512];
	size_t len = 0;

	while (*p != '\0') {
		const char *s, *e;

		while (*p == ' ' || *p == '\t')
			p++;
		if (*p == '\0')
			break;
		if (*p == '"') {
			s = ++p;
			while (*p != '\0' && *p != '"')
				p++;
			e = p;
			if (*p == '"')
				p++;
		} else {
			s = p;
			while (*p != '\0' && *p != ' ' && *p != '\t')
				p++;
			e = p;
			if (strspn(s, "0123456789") >= (size_t)(e - s))
				continue;	/* a number */
		}
		len += snprintf(msg + len, sizeof(msg) - len, "%.*s ", (int)(e - s), s);
		if (len >= sizeof(msg))
			len = sizeof(msg) - 1;
	}
	msg[len] = '\0';
	dt_cerror(dtp, D_PRAGERR, n->line, "#error: %s", msg);
}

/*
 * A control line: "#pragma D option" lines are applied before anything else
 * (phase 0, as options shape the compilation); the other pragmas where they
 * stand (phase 1): depends_on checks that a provider or kernel module exists,
 * attributes and binding check their arguments (the stability attributes of
 * a provider defined in D are recorded), error stops with its text.
 */
void
dt_ck_pragma(dt_cstate_t *cs, dt_node_t *n, int phase)
{
	dtrace_hdl_t *dtp = cs->dtp;
	char buf[512], *w[10], *save = NULL;
	int nw = 0, k;
	const char *name;

	snprintf(buf, sizeof(buf), "%s", n->str);
	for (char *t = strtok_r(buf, " \t", &save); t != NULL && nw < 10;
	    t = strtok_r(NULL, " \t", &save))
		w[nw++] = t;
	k = 0;		/* the directive's name: #name, #pragma name, #pragma D name */
	if (nw > 0 && strcmp(w[0], "pragma") == 0) {
		k = 1;
		if (nw > 1 && strcmp(w[1], "D") == 0)
			k = 2;
	}
	if (k >= nw) {
		if (k == 2 && phase == 1)
			dt_cerror(dtp, D_PRAGMA_MALFORM, n->line, "malformed #pragma D directive");
		return;
	}
	name = w[k];
	if (strcmp(name, "ident") == 0 || strcmp(name, "line") == 0)
		return;
	if (strcmp(name, "error") == 0) {
		if (phase == 1)
			pr_error_text(dtp, n, strstr(n->str, "error") + 5);
		return;
	}
	if (k == 0) {
		dt_cerror(dtp, D_PRAGCTL_INVAL, n->line, "invalid control directive: #%s", name);
	}
	if (k == 1)
		return;		/* other pragmas are ignored, as C says */
	if (strcmp(name, "option") == 0) {
		char *eq, *val = NULL;
		int r;

		if (phase != 0)
			return;
		if (nw < 4)
			dt_cerror(dtp, D_PRAGMA_MALFORM, n->line, "malformed #pragma option <option>=<val>");
		if (nw > 4)
			dt_cerror(dtp, D_PRAGMA_MALFORM, n->line,
			    "superfluous arguments specified for #pragma option");
		if ((eq = strchr(w[3], '=')) != NULL) {
			*eq = '\0';
			val = eq + 1;
		}
		dtp->in_program = 1;
		r = dtrace_setopt(dtp, w[3], val);
		dtp->in_program = 0;
		if (r != 0) {
			if (val == NULL)
				dt_cerror(dtp, D_PRAGMA_OPTSET, n->line, "failed to set option '%s': %s",
				    w[3], dtp->errmsg);
			dt_cerror(dtp, D_PRAGMA_OPTSET, n->line, "failed to set option '%s' to '%s': %s",
			    w[3], val, dtp->errmsg);
		}
		return;
	}
	if (strcmp(name, "attributes") != 0 && strcmp(name, "binding") != 0 &&
	    strcmp(name, "depends_on") != 0)
		dt_cerror(dtp, D_PRAGMA_INVAL, n->line, "invalid D pragma: %s", name);
	if (phase != 1)
		return;
	if (strcmp(name, "depends_on") == 0) {
		int found = 0;

		if (nw != 5)
			dt_cerror(dtp, D_PRAGMA_MALFORM, n->line,
			    "malformed #pragma depends_on <class> <name>");
		if (strcmp(w[3], "provider") == 0) {
			found = dt_provider_builtin(dtp, w[4]);
			for (dt_udprov_t *pv = dtp->udprovs; pv != NULL; pv = pv->next)
				found |= strcmp(pv->name, w[4]) == 0;
		} else if (strcmp(w[3], "module") == 0) {
			found = ck_module_loaded(w[4]);
		} else if (strcmp(w[3], "library") == 0) {
			if (dtp->userlib == NULL)
				dt_cerror(dtp, D_PRAGMA_DEPEND, n->line,
				    "main program may not explicitly depend on a library");
			found = 1;	/* a user library's: dt_userlib.c ordered them */
		} else {
			dt_cerror(dtp, D_PRAGMA_INVAL, n->line,
			    "invalid class %s specified by #pragma depends_on", w[3]);
		}
		if (!found)
			dt_cerror(dtp, D_PRAGMA_DEPEND, n->line, "program requires %s %s", w[3], w[4]);
		return;
	}
	if (strcmp(name, "binding") == 0) {
		size_t l = nw > 3 ? strlen(w[3]) : 0;
		uint32_t vers;
		dt_binding_t *b;

		if (nw != 5 || l < 2 || w[3][0] != '"' || w[3][l - 1] != '"')
			dt_cerror(dtp, D_PRAGMA_MALFORM, n->line,
			    "malformed #pragma binding \"version\" <ident>");
		w[3][l - 1] = '\0';
		if (dt_version_parse(w[3] + 1, &vers) != 0)
			dt_cerror(dtp, D_PRAGMA_INVAL, n->line,
			    "invalid version string specified by #pragma binding");
		if ((dt_ck_is_builtin(w[4]) || dt_ck_is_func(w[4])) && !dt_ck_hidden(dtp, w[4]))
			dt_cerror(dtp, D_PRAGMA_SCOPE, n->line, "#pragma binding cannot modify "
			    "entity defined outside program scope");
		b = dt_zalloc(sizeof(*b));
		b->name = dt_strdup(w[4]);
		b->vers = vers;
		b->next = dtp->bindings;
		dtp->bindings = b;
		return;
	}
	/* attributes <attr> <ident> | <attr> provider <name> <component> */
	if (nw < 5 || (strcmp(w[4], "provider") == 0 && nw != 7) ||
	    (strcmp(w[4], "provider") != 0 && nw != 5))
		dt_cerror(dtp, D_PRAGMA_MALFORM, n->line, "malformed #pragma attributes <attributes> <ident>");
	if (dt_attr_parse(w[3], &(dt_attr_t){ 0 }) != 0)
		dt_cerror(dtp, D_PRAGMA_INVAL, n->line, "invalid attributes specified by #pragma attributes");
	if (strcmp(w[4], "provider") == 0) {
		static const char *const parts[] = { "provider", "module", "function", "name", "args" };

		for (dt_udprov_t *pv = dtp->udprovs; pv != NULL; pv = pv->next) {
			if (strcmp(pv->name, w[5]) != 0)
				continue;
			for (int i = 0; i < 5; i++) {
				if (strcmp(parts[i], w[6]) == 0) {
					snprintf(pv->attr[i], sizeof(pv->attr[i]), "%s", w[3]);
					return;
				}
			}
			dt_cerror(dtp, D_PRAGMA_INVAL, n->line, "invalid component \"%s\" in "
			    "attribute #pragma for provider %s", w[6], w[5]);
		}
	}
}
