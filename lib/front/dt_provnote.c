/*
 * dt_provnote.c: the provider record, the D definition of a program's own
 * provider kept in the program, as DTrace's DOF keeps it.
 *
 * stapsdt notes (dt_stapsdt.c) say where each argument of a probe is and
 * its size and sign, not its type; DTrace takes a probe's argument types
 * from the provider's definition in D ("probe query__start(char *, int)",
 * "probe info(struct foo *p) : (foo_info_t *p)").  dtrace -h headers
 * (dt_header.c) and dtrace -G objects (dt_genobj.c) leave that definition
 * in the program as one ELF note per provider: owner "dtrace", type
 * DT_PN_TYPE, in a section DT_PN_SECTION (not allocated: tracers read the
 * file, the process never does; the header puts it in a COMDAT group per
 * provider, so that the files of a program that include the header leave
 * one copy).  The probe sites themselves stay SystemTap's notes.
 *
 * The descriptor is a sequence of NUL-terminated strings:
 *
 *	version			"1"
 *	provider		"myapp"
 *	then for each probe:
 *	  name			"query__start" (as its stapsdt notes name it)
 *	  nargs			"2": the native (input) prototype's count,
 *	  native type x nargs	"char *", "int"
 *	  nxargs		"0": the translated (output) prototype's count
 *				(0: none was given, args[] are the natives),
 *	  (type, from) x nxargs	"foo_info_t *", "0": args[i]'s type, and the
 *				native argument it is translated from
 *
 * Types are written as the definition wrote them where a typedef names
 * them (foo_info_t *), else as D names them (dt_type_name), D's string as
 * "char *" (what the probe is given is the C pointer).  Counts and
 * mappings are decimal.  A record that does not parse (truncated, a count
 * over DT_PN_MAXARGS, a mapping to no native argument, a name of
 * DT_PN_NAMELEN bytes or more, another version) is refused as a whole
 * with the reason: the reader then types that provider's arguments as if
 * it had no record.
 *
 * Invariants: a decoded record has nargs, nxargs <= DT_PN_MAXARGS, every
 * map[i] < nargs, and every name and type non-empty and NUL-terminated.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_front.h"
#include "dt_provnote.h"

/* the probe's name as written in the definition: each '-' was "__" */
void
dt_udprobe_notename(const char *name, char *buf, size_t len)
{
	size_t n = 0;

	for (; *name != '\0' && n + 3 < len; name++) {
		if (*name == '-') {
			buf[n++] = '_';
			buf[n++] = '_';
		} else {
			buf[n++] = *name;
		}
	}
	buf[n] = '\0';
}


typedef struct pn_buf {
	char *buf;
	size_t len;
} pn_buf_t;

static void
pn_put(pn_buf_t *b, const char *s)
{
	size_t n = strlen(s) + 1;

	b->buf = dt_realloc(b->buf, b->len + n);
	memcpy(b->buf + b->len, s, n);
	b->len += n;
}

static void
pn_putint(pn_buf_t *b, int v)
{
	char num[16];

	snprintf(num, sizeof(num), "%d", v);
	pn_put(b, num);
}

size_t
dt_provnote_encode(const dt_pnprov_t *pv, char **bufp)
{
	pn_buf_t b = { NULL, 0 };

	pn_put(&b, DT_PN_VERSION);
	pn_put(&b, pv->name);
	for (int i = 0; i < pv->nprobes; i++) {
		const dt_pnprobe_t *pr = &pv->probes[i];

		pn_put(&b, pr->name);
		pn_putint(&b, pr->nargs);
		for (int j = 0; j < pr->nargs; j++)
			pn_put(&b, pr->native[j]);
		pn_putint(&b, pr->nxargs);
		for (int j = 0; j < pr->nxargs; j++) {
			pn_put(&b, pr->xlate[j]);
			pn_putint(&b, pr->map[j]);
		}
	}
	*bufp = b.buf;
	return b.len;
}

/* the decoder's place in the descriptor */
typedef struct pn_rd {
	const char *p, *end;
	char *err;
	size_t errlen;
} pn_rd_t;

/* the next string into buf[DT_PN_NAMELEN]; -1 (err set) at the end or if too long or empty */
static int
pn_get(pn_rd_t *r, char *buf, const char *what)
{
	const char *z;

	if (r->p >= r->end || (z = memchr(r->p, '\0', (size_t)(r->end - r->p))) == NULL) {
		dt_errbuf(r->err, r->errlen, "provider record truncated: %s missing", what);
		return -1;
	}
	if (z == r->p || z - r->p >= DT_PN_NAMELEN) {
		dt_errbuf(r->err, r->errlen, "provider record: %s %s", what,
		    z == r->p ? "is empty" : "is too long");
		return -1;
	}
	memcpy(buf, r->p, (size_t)(z - r->p) + 1);
	r->p = z + 1;
	return 0;
}

/* the next string as a number in [0, max]; -1 (err set) if it is not one */
static int
pn_getint(pn_rd_t *r, int max, const char *what)
{
	char buf[DT_PN_NAMELEN], *e;
	long v;

	if (pn_get(r, buf, what) != 0)
		return -1;
	v = strtol(buf, &e, 10);
	if (*e != '\0' || buf[0] < '0' || buf[0] > '9' || v > max) {
		dt_errbuf(r->err, r->errlen, "provider record: %s \"%s\" is not a number from 0 to %d",
		    what, buf, max);
		return -1;
	}
	return (int)v;
}

static int
pn_probe(pn_rd_t *r, dt_pnprobe_t *pr)
{
	if (pn_get(r, pr->name, "probe name") != 0 ||
	    (pr->nargs = pn_getint(r, DT_PN_MAXARGS, "argument count")) < 0)
		return -1;
	for (int j = 0; j < pr->nargs; j++)
		if (pn_get(r, pr->native[j], "native type") != 0)
			return -1;
	if ((pr->nxargs = pn_getint(r, DT_PN_MAXARGS, "translated argument count")) < 0)
		return -1;
	for (int j = 0; j < pr->nxargs; j++) {
		if (pn_get(r, pr->xlate[j], "translated type") != 0)
			return -1;
		if (pr->nargs == 0) {
			dt_errbuf(r->err, r->errlen, "provider record: probe %s translates an "
			    "argument but has none", pr->name);
			return -1;
		}
		if ((pr->map[j] = pn_getint(r, pr->nargs - 1, "argument mapping")) < 0)
			return -1;
	}
	return 0;
}

int
dt_provnote_decode(const void *desc, size_t len, dt_pnprov_t *pv, char *err, size_t errlen)
{
	pn_rd_t r = { desc, (const char *)desc + len, err, errlen };
	char ver[DT_PN_NAMELEN];
	int cap = 0;

	memset(pv, 0, sizeof(*pv));
	if (pn_get(&r, ver, "version") != 0)
		return -1;
	if (strcmp(ver, DT_PN_VERSION) != 0) {
		dt_errbuf(err, errlen, "provider record of version %s (this dtrace reads version %s)",
		    ver, DT_PN_VERSION);
		return -1;
	}
	if (pn_get(&r, pv->name, "provider name") != 0)
		return -1;
	while (r.p < r.end) {
		/* padding that a writer counted in the descriptor: the end */
		const char *q = r.p;

		while (q < r.end && *q == '\0')
			q++;
		if (q == r.end)
			break;
		if (pv->nprobes == cap) {
			cap = cap ? 2 * cap : 8;
			pv->probes = dt_realloc(pv->probes, (size_t)cap * sizeof(dt_pnprobe_t));
		}
		memset(&pv->probes[pv->nprobes], 0, sizeof(dt_pnprobe_t));
		if (pn_probe(&r, &pv->probes[pv->nprobes]) != 0) {
			dt_provnote_free(pv);
			return -1;
		}
		pv->nprobes++;
	}
	return 0;
}

void
dt_provnote_free(dt_pnprov_t *pv)
{
	free(pv->probes);
	memset(pv, 0, sizeof(*pv));
}

const dt_pnprobe_t *
dt_provnote_probe(const dt_pnprov_t *provs, int n, const char *prov, const char *rawname)
{
	for (int i = 0; i < n; i++) {
		if (strcmp(provs[i].name, prov) != 0)
			continue;
		for (int j = 0; j < provs[i].nprobes; j++)
			if (strcmp(provs[i].probes[j].name, rawname) == 0)
				return &provs[i].probes[j];
	}
	return NULL;
}

/*
 * a D type as the record names it: as written where a typedef names it
 * (spell), else as D names it; D's string is the C pointer the probe is
 * given
 */
static void
pn_typename(const dt_type_t *t, const char *spell, char *buf)
{
	if (t->kind == DT_TK_STRING)
		snprintf(buf, DT_PN_NAMELEN, "char *");
	else if (spell[0] != '\0')
		snprintf(buf, DT_PN_NAMELEN, "%s", spell);
	else
		dt_type_name(t, buf, DT_PN_NAMELEN);
}

void
dt_provnote_defprobe(const dt_udprobe_t *pr, dt_pnprobe_t *rp)
{
	memset(rp, 0, sizeof(*rp));
	dt_udprobe_notename(pr->name, rp->name, sizeof(rp->name));
	rp->nargs = pr->nargs;
	for (int i = 0; i < pr->nargs; i++)
		pn_typename(pr->args[i], pr->spell[i], rp->native[i]);
	rp->nxargs = pr->hasxproto ? pr->nxargs : 0;
	for (int i = 0; i < rp->nxargs; i++) {
		pn_typename(pr->xargs[i], pr->xspell[i], rp->xlate[i]);
		rp->map[i] = pr->argmap[i] < pr->nargs ? pr->argmap[i] : 0;
	}
}

void
dt_provnote_def(const dt_udprov_t *pv, dt_pnprov_t *rec)
{
	int n = 0;

	memset(rec, 0, sizeof(*rec));
	snprintf(rec->name, sizeof(rec->name), "%s", pv->name);
	for (const dt_udprobe_t *pr = pv->probes; pr != NULL; pr = pr->next)
		n++;
	rec->probes = dt_zalloc((n > 0 ? n : 1) * sizeof(dt_pnprobe_t));
	for (const dt_udprobe_t *pr = pv->probes; pr != NULL; pr = pr->next)
		dt_provnote_defprobe(pr, &rec->probes[rec->nprobes++]);
}
