/*
 * dt_ck_attr.c: stability attributes, for -x amin and dtrace -v.
 *
 * A stability attribute is DTrace's triple name/data/class, as in
 * "Stable/Evolving/Common", held as a dt_attr_t of three small numbers in
 * the order of DTrace's names (Internal < Private < ... < Standard for the
 * stabilities, Unknown < CPU < ... < Common for the class), so that "less
 * stable" is "less than" in some part and the minimum of two ratings is
 * taken part by part (dt_attr_min).
 *
 * Each clause gets two ratings: descattr, the least stable of its probe
 * descriptions as DTrace rates them (dt_ck_desc_attr: a description naming
 * no provider, or a glob of them, is Unstable; one naming a provider has
 * the provider's rating), and stmtattr, the least stable
 * of what its statements name whose stability is below DTrace's default
 * Stable/Stable/Common: curthread, kernel symbols and args[] (dt_ck_ident.c,
 * through dt_ck_stmt_attr).  dtrace -v reports both; with -x amin, anything
 * rated below amin is an error (D_ATTR_MIN): a description names its
 * clause ("attributes for clause (...)", at the clause's last line, before
 * its body is checked, as DTrace checks the clause node first), what a
 * statement names is reported where the program names it.
 */
#include <string.h>
#include <strings.h>
#include "dt_check_impl.h"
#include "dt_front.h"

static const char *const dt_stab_names[] = { "Internal", "Private", "Obsolete", "External",
    "Unstable", "Evolving", "Stable", "Standard" };
static const char *const dt_class_names[] = { "Unknown", "CPU", "Platform", "Group", "ISA",
    "Common" };

/* "Name/Name/Class": a stability attribute triple, as DTrace writes them */
int
dt_attr_parse(const char *a, dt_attr_t *ap)
{
	char buf[128], *f[4], *save = NULL;
	int nf = 0, v[3];

	snprintf(buf, sizeof(buf), "%s", a);
	for (char *t = strtok_r(buf, "/", &save); t != NULL && nf < 4; t = strtok_r(NULL, "/", &save))
		f[nf++] = t;
	if (nf != 3 || *a == '\0' || strchr(a, '\0')[-1] == '/')
		return -1;
	for (int i = 0; i < 3; i++) {
		const char *const *names = i < 2 ? dt_stab_names : dt_class_names;
		int n = i < 2 ? 8 : 6;

		v[i] = -1;
		for (int j = 0; j < n; j++)
			if (strcasecmp(f[i], names[j]) == 0)
				v[i] = j;
		if (v[i] < 0)
			return -1;
	}
	ap->name = (uint8_t)v[0];
	ap->data = (uint8_t)v[1];
	ap->cls = (uint8_t)v[2];
	return 0;
}

char *
dt_attr_str(dt_attr_t a, char *buf, size_t len)
{
	snprintf(buf, len, "%s/%s/%s", dt_stab_names[a.name & 7], dt_stab_names[a.data & 7],
	    dt_class_names[a.cls < 6 ? a.cls : 0]);
	return buf;
}

dt_attr_t
dt_attr_min(dt_attr_t a, dt_attr_t b)
{
	dt_attr_t m = { a.name < b.name ? a.name : b.name, a.data < b.data ? a.data : b.data,
	    a.cls < b.cls ? a.cls : b.cls };

	return m;
}

int
dt_attr_below(dt_attr_t a, dt_attr_t min)
{
	return a.name < min.name || a.data < min.data || a.cls < min.cls;
}

/*
 * The stability of a probe's description, or (args) of its arguments, as
 * DTrace rates them: BEGIN/END/ERROR are stable, fbt's private (the
 * kernel's own functions), the others evolving.
 */
dt_attr_t
dt_probe_attr(const dt_probe_t *p, int args)
{
	const dt_provops_t *ops = p->prov->ops;
	const char *s = args ? ops->attr_args : ops->attr_desc;
	dt_attr_t a;

	dt_attr_parse(s != NULL ? s : "Evolving/Evolving/Common", &a);
	return a;
}

/*
 * -x amin: what the program names must be at least as stable as amin
 * (D_ATTR_MIN): its probe descriptions, and the identifiers whose stability
 * is below DTrace's default (Stable/Stable/Common): curthread (private data),
 * kernel symbols (private, of unknown class) and args[] (its probes').
 */
void
dt_ck_amin(dt_cstate_t *cs, int line, const char *what, dt_attr_t a)
{
	char b1[64];

	if (cs->dtp->amin_set && dt_attr_below(a, cs->dtp->amin))
		dt_cerror(cs->dtp, D_ATTR_MIN, line, "attributes for %s (%s) are less than predefined "
		    "minimum", what, dt_attr_str(a, b1, sizeof(b1)));
}

/* what a statement names, of stability a: the clause's statements are no more stable */
void
dt_ck_stmt_attr(dt_cstate_t *cs, int line, const char *what, dt_attr_t a)
{
	if (cs->clause != NULL)
		cs->clause->stmtattr = dt_attr_min(cs->clause->stmtattr, a);
	dt_ck_amin(cs, line, what, a);
}

/*
 * The stability of a clause's probe description, as DTrace's probe info
 * rates it: a description that names no provider, or a glob of them, is
 * Unstable/Unstable/Common (any provider may match it); one that names a
 * provider has that provider's rating (the least of the probes it added to
 * the clause, from index from on, and of the clause's probes of that
 * provider; Unstable when it matched none, with -Z).  A probe id names its
 * probe's provider.
 */
dt_attr_t
dt_ck_desc_attr(dt_cstate_t *cs, const dt_pdesc_t *desc, int isid, int from)
{
	dt_attr_t unstable = { 4, 4, 5 }, a = { 7, 7, 5 };
	int found = 0;

	if (!isid && (desc->prv[0] == '\0' || strpbrk(desc->prv, "*?[\\") != NULL))
		return unstable;
	/* its probes: those it added to the clause, or, if all were there already, the provider's */
	for (int i = 0; i < cs->clause->nprobes; i++) {
		const dt_probe_t *p = cs->dtp->probes[cs->clause->probes[i]];

		if (i >= from || strcmp(p->prov->name, desc->prv) == 0) {
			a = dt_attr_min(a, dt_probe_attr(p, 0));
			found = 1;
		}
	}
	return found ? a : unstable;
}

/* the stability of the clause's probes' descriptions from probe index from on, or of their args */
dt_attr_t
dt_ck_probes_attr(dt_cstate_t *cs, int from, int args)
{
	dt_attr_t a = { 7, 7, 5 };

	for (int i = from; i < cs->clause->nprobes; i++)
		a = dt_attr_min(a, dt_probe_attr(cs->dtp->probes[cs->clause->probes[i]], args));
	return a;
}
