/*
 * dt_provnote.h: the provider record (dt_provnote.c), a note that dtrace -h
 * headers and dtrace -G objects leave in a program with its own provider:
 * the D definition's argument types of each probe, which stapsdt notes do
 * not carry.  Pure (no handle, no kernel): the writers (dt_header.c,
 * dt_genobj.c) make it from the D definition and encode it, the stapsdt
 * reader (dt_stapsdt.c) decodes it for the USDT provider.
 */
#ifndef DT_PROVNOTE_H
#define DT_PROVNOTE_H

#include <stddef.h>

struct dt_udprobe;
struct dt_udprov;

#define DT_PN_SECTION	".note.dtrace-prov"
#define DT_PN_OWNER	"dtrace"
#define DT_PN_TYPE	0x50524f56	/* "PROV" */
#define DT_PN_VERSION	"1"
#define DT_PN_MAXARGS	12	/* as DT_UDMAXARGS and DT_SDT_MAXARGS */
#define DT_PN_NAMELEN	64	/* names and type strings, with their NUL */

/* one probe of the definition */
typedef struct dt_pnprobe {
	char name[DT_PN_NAMELEN];	/* as in its stapsdt notes: query__start */
	int nargs;			/* the native (input) prototype */
	char native[DT_PN_MAXARGS][DT_PN_NAMELEN];	/* "char *", "struct foo *" */
	int nxargs;			/* the translated (output) one: 0 if none was given */
	char xlate[DT_PN_MAXARGS][DT_PN_NAMELEN];	/* "foo_info_t *" */
	int map[DT_PN_MAXARGS];		/* translated argument i is native map[i] */
} dt_pnprobe_t;

/* one provider's record */
typedef struct dt_pnprov {
	char name[DT_PN_NAMELEN];
	int nprobes;
	dt_pnprobe_t *probes;
} dt_pnprov_t;

/*
 * The note's descriptor of pv, in a new buffer (*bufp, free() it): its
 * length.  Every field is a NUL-terminated string (the -h header writes
 * them as .asciz lines).
 */
size_t dt_provnote_encode(const dt_pnprov_t *pv, char **bufp);
/* a descriptor into *pv (dt_provnote_free frees it): 0, or -1 with err set */
int dt_provnote_decode(const void *desc, size_t len, dt_pnprov_t *pv, char *err, size_t errlen);
void dt_provnote_free(dt_pnprov_t *pv);
/* probe rawname of provider prov among provs[n], or NULL */
const dt_pnprobe_t *dt_provnote_probe(const dt_pnprov_t *provs, int n, const char *prov,
    const char *rawname);
/* the record of a provider defined in D (dtp->udprovs), and of one of its probes */
void dt_provnote_def(const struct dt_udprov *pv, dt_pnprov_t *rec);
void dt_provnote_defprobe(const struct dt_udprobe *pr, dt_pnprobe_t *rp);
/* a D probe's name as its notes give it: each '-' was "__" (query-start: query__start) */
void dt_udprobe_notename(const char *name, char *buf, size_t len);

#endif
