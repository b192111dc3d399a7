/*
 * dt_ck_provider.c: provider definitions, "provider p { probe name(in) :
 * (out); ... };", recorded for dtrace -h.
 *
 * A definition is recorded on the handle (dtp->udprovs, dt_udprov_t:
 * providers in the order defined, each one's probes in theirs).  A
 * provider may not have the name of a built-in provider; provider and
 * probe names are shorter than 64 characters, and a probe has at most
 * DT_UDMAXARGS input and output arguments, its inputs of scalar or string
 * type.  A provider defined again must declare the same probes with the
 * same prototypes (D_PROV_INCOMPAT); within one definition a probe is
 * declared once (D_PROV_PRDUP).  Each output argument (": (out)", the
 * translated prototype) is mapped to the input of its name, or of its
 * position (argmap), and needs a translator from that input's type unless
 * the two are alike (both integers, both strings).  The stability of each
 * part of a provider is Evolving/Evolving/Common unless a #pragma D
 * attributes line sets it (dt_ck_pragma.c).  Each argument's type is also
 * kept as written where a typedef names it (foo_t *), which the provider
 * record of dtrace -h and -G gives tracers (dt_provnote.c), as DTrace's
 * DOF does.
 */
#include <string.h>
#include "dt_check_impl.h"
#include "dt_front.h"

/*
 * A provider definition: its probes are recorded for dtrace -h.  A provider
 * defined again must declare the same probes with the same prototypes.
 */
void
dt_ck_provider(dt_cstate_t *cs, dt_node_t *n)
{
	dtrace_hdl_t *dtp = cs->dtp;
	dt_udprov_t *pv;
	int redecl;
	char b1[64], b2[64];

	if (strchr(n->str, '`') != NULL)
		dt_cerror(dtp, D_PROV_BADNAME, n->line, "provider name may not contain scoping "
		    "operator: %s", n->str);
	if (strlen(n->str) >= 64)
		dt_cerror(dtp, D_PROV_BADNAME, n->line, "provider name may not exceed 63 characters: %s",
		    n->str);
	if (dt_provider_builtin(dtp, n->str))
		dt_cerror(dtp, D_PROV_BADNAME, n->line, "provider %s is a built-in provider "
			    "and cannot be defined", n->str);
	for (pv = dtp->udprovs; pv != NULL; pv = pv->next)
		if (strcmp(pv->name, n->str) == 0)
			break;
	redecl = pv != NULL;
	if (pv == NULL) {
		dt_udprov_t **t;

		pv = dt_zalloc(sizeof(*pv));
		pv->name = dt_strdup(n->str);
		for (int i = 0; i < 5; i++)
			snprintf(pv->attr[i], sizeof(pv->attr[i]), "Evolving/Evolving/Common");
		for (t = &dtp->udprovs; *t != NULL; t = &(*t)->next)
			;
		*t = pv;
	}
	for (dt_node_t *p = n->args; p != NULL; p = p->next) {
		dt_udprobe_t *pr, **t;
		dt_node_t *a;
		int na = 0, nx = 0;

		for (a = p->args; a != NULL; a = a->next)
			na++;
		for (a = p->x; a != NULL; a = a->next)
			nx++;
		if (strlen(p->str) >= 64)
			dt_cerror(dtp, D_PROV_BADNAME, p->line, "probe name may not exceed 63 "
			    "characters: ::%s", p->str);
		if (na > DT_UDMAXARGS)
			dt_cerror(dtp, D_PROV_PRARGLEN, p->line, "probe ::%s input prototype exceeds "
			    "%u parameters: %d params used", p->str, DT_UDMAXARGS, na);
		if (nx > DT_UDMAXARGS)
			dt_cerror(dtp, D_PROV_PRARGLEN, p->line, "probe ::%s output prototype exceeds "
			    "%u parameters: %d params used", p->str, DT_UDMAXARGS, nx);
		for (a = p->args; a != NULL; a = a->next)
			if (a->type->kind == DT_TK_VOID || (!dt_type_is_scalar(a->type) &&
			    a->type->kind != DT_TK_STRING))
				dt_cerror(dtp, D_PROV_PRARGLEN, p->line, "probe ::%s input prototype "
				    "argument of type %s: probe arguments must be scalars", p->str,
				    dt_type_name(a->type, b1, sizeof(b1)));
		for (pr = pv->probes; pr != NULL; pr = pr->next)
			if (strcmp(pr->name, p->str) == 0)
				break;
		if (pr != NULL && !redecl)
			dt_cerror(dtp, D_PROV_PRDUP, p->line, "probe redeclared: %s:%s", n->str, p->str);
		if (pr == NULL && redecl)
			dt_cerror(dtp, D_PROV_INCOMPAT, p->line, "provider interface mismatch: %s\n"
			    "\t current: probe %s:%s defined\n\tprevious: probe %s:%s not defined",
			    n->str, n->str, p->str, n->str, p->str);
		if (pr != NULL) {
			int same = pr->nargs == na && pr->hasxproto == (int)p->ival && pr->nxargs == nx;

			a = p->args;
			for (int i = 0; same && i < na; i++, a = a->next)
				same = pr->args[i] == a->type;
			a = p->x;
			for (int i = 0; same && i < nx; i++, a = a->next)
				same = pr->xargs[i] == a->type;
			if (!same)
				dt_cerror(dtp, D_PROV_INCOMPAT, p->line, "provider interface mismatch: "
				    "%s\n\t current: probe %s:%s has a different prototype\n\tprevious: "
				    "probe %s:%s defined at line %d", n->str, n->str, p->str, n->str,
				    p->str, pr->line);
			continue;
		}
		pr = dt_zalloc(sizeof(*pr));
		pr->name = dt_strdup(p->str);
		pr->line = p->line;
		pr->nargs = na;
		pr->nxargs = nx;
		pr->hasxproto = (int)p->ival;
		for (t = &pv->probes; *t != NULL; t = &(*t)->next)
			;
		*t = pr;
		a = p->args;
		for (int i = 0; i < na; i++, a = a->next) {
			pr->args[i] = a->type;
			if (a->tspell != NULL)
				snprintf(pr->spell[i], sizeof(pr->spell[i]), "%s", a->tspell);
		}
		a = p->x;
		for (int i = 0; i < nx; i++, a = a->next) {
			dt_type_t *in;
			int j = 0;
			dt_node_t *f = p->args;

			if (a->tspell != NULL)
				snprintf(pr->xspell[i], sizeof(pr->xspell[i]), "%s", a->tspell);

			if (a->str != NULL)	/* a named output: the input of that name */
				for (; f != NULL && strcmp(f->str != NULL ? f->str : "", a->str) != 0;
				    f = f->next)
					j++;
			else
				j = i;
			pr->argmap[i] = j;
			in = j < na ? pr->args[j] : NULL;
			pr->xargs[i] = a->type;
			if (in == NULL || in == a->type || (dt_type_is_int(in) && dt_type_is_int(a->type)) ||
			    (dt_type_is_strcompat(in) && dt_type_is_strcompat(a->type)))
				continue;
			if (!dt_ck_xlator_exists(dtp, in, a->type))
				dt_cerror(dtp, D_PROV_PRXLATOR, p->line, "translator for %s:%s output "
				    "argument #%d from %s to %s is not defined", n->str, p->str, i + 1,
				    dt_type_name(in, b1, sizeof(b1)), dt_type_name(a->type, b2, sizeof(b2)));
		}
	}
}
