/*
 * dt_map.c: the program's table of BPF maps.
 *
 * Every map a program uses has one entry in its table (dt_program's maps):
 * the symbolic id that generated code loads it by (a BPF_PSEUDO_MAP_FD or
 * _VALUE immediate, patched by dt_load.c), its name, type and shape, and
 * once made its descriptor.  Entries come from two places:
 *   - dt_load.c defines the library's own maps under their fixed ids
 *     (DT_MAP_BUFFERS ..., DT_MAP_AGG0 + aggregation, DT_MAP_DVAR0 +
 *     dynamic variable) just before making them;
 *   - a provider adds its own (dt_map_add) while its prologue or code is
 *     generated, and gets an id from DT_MAP_PROV0 on to load it by and to
 *     find its descriptor when it attaches (dt_map_fd).
 * dt_maps_create makes every map not made yet; dt_maps_close closes them
 * all and sets their mirrors (other places that keep a descriptor: a
 * dynamic variable's mapfd, and the mapfd of every aggregation that uses
 * an aggregation map, dt_var_t.aggmap) back to -1.  Nothing else
 * creates or closes a map, so nothing is left behind.  The library's own
 * maps have no mirror: their users look them up here (dt_map_fd), once
 * per use, which is cheap (a short table, read at setup or once per
 * pass of the consumer).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include "dt_impl.h"
#include "dt_back.h"

static dt_mapdef_t *
map_new(dtrace_hdl_t *dtp)
{
	struct dt_program *pgp = dtp->prog;

	pgp->maps = dt_realloc(pgp->maps, (pgp->nmaps + 1) * sizeof(*pgp->maps));
	memset(&pgp->maps[pgp->nmaps], 0, sizeof(*pgp->maps));
	pgp->maps[pgp->nmaps].fd = -1;
	return &pgp->maps[pgp->nmaps++];
}

/* define map id; returns id */
int
dt_map_def(dtrace_hdl_t *dtp, int id, const char *name, int type, int ksize, int vsize,
    int entries, int flags, int *mirror)
{
	dt_mapdef_t *m = map_new(dtp);

	m->id = id;
	snprintf(m->name, sizeof(m->name), "%s", name);
	m->type = type;
	m->ksize = ksize;
	m->vsize = vsize;
	m->entries = entries;
	m->flags = flags;
	m->mirror = mirror;
	return id;
}

/* a provider's map: its symbolic id */
int
dt_map_add(dtrace_hdl_t *dtp, const char *name, int type, int ksize, int vsize, int entries,
    int flags)
{
	return dt_map_def(dtp, DT_MAP_PROV0 + dtp->prog->nprovmaps++, name, type, ksize, vsize,
	    entries, flags, NULL);
}

/* the descriptor of map id, -1 if it is not made (or not defined) */
int
dt_map_fd(dtrace_hdl_t *dtp, int id)
{
	struct dt_program *pgp = dtp->prog;

	for (int i = 0; pgp != NULL && i < pgp->nmaps; i++)
		if (pgp->maps[i].id == id)
			return pgp->maps[i].fd;
	return -1;
}

/*
 * Map id's name: the name it was defined with, else the one the loader
 * gives the library's map of that id (dt_load.c), written into buf if it
 * is made up; NULL for an unknown id.  -S names maps by it before they
 * are defined.
 */
const char *
dt_map_name(dtrace_hdl_t *dtp, int id, char *buf, size_t len)
{
	static const char *const fixed[DT_MAP_AGG0] = { [DT_MAP_BUFFERS] = "dt_buffers",
		[DT_MAP_SCRATCH] = "dt_mstate", [DT_MAP_GLOBALS] = "dt_globals",
		[DT_MAP_PSTR] = "dt_pstr", [DT_MAP_CMASK] = "dt_cmask", [DT_MAP_RTBUF] = "dt_rtbuf",
		[DT_MAP_AGGZERO] = "dt_aggzero", [DT_MAP_SPEC] = "dt_spec",
		[DT_MAP_USAMPLE] = "dt_usample", [DT_MAP_WAKEUP] = "dt_wakeup" };
	struct dt_program *pgp = dtp != NULL ? dtp->prog : NULL;

	for (int i = 0; pgp != NULL && i < pgp->nmaps; i++)
		if (pgp->maps[i].id == id)
			return pgp->maps[i].name;
	if (id >= DT_MAP_DVAR0)
		snprintf(buf, len, "dt_dvar_%d", id - DT_MAP_DVAR0);
	else if (id >= DT_MAP_PROV0 || id < 0)
		return NULL;
	else if (id >= DT_MAP_AGG0)
		snprintf(buf, len, "dt_agg_%d", id - DT_MAP_AGG0);
	else
		return fixed[id];
	return buf;
}

/* copy map m's descriptor to its mirror, or to every aggregation that uses it */
static void
map_mirror(struct dt_program *pgp, const dt_mapdef_t *m)
{
	if (m->mirror != NULL)
		*m->mirror = m->fd;
	if (m->id >= DT_MAP_AGG0 && m->id < DT_MAP_PROV0)
		for (dt_var_t *v = pgp->aggs; v != NULL; v = v->next)
			if (DT_MAP_AGG0 + v->aggmap == m->id)
				v->mapfd = m->fd;
}

int
dt_maps_create(dtrace_hdl_t *dtp)
{
	struct dt_program *pgp = dtp->prog;

	for (int i = 0; i < pgp->nmaps; i++) {
		dt_mapdef_t *m = &pgp->maps[i];
		LIBBPF_OPTS(bpf_map_create_opts, opts, .map_flags = m->flags);

		if (m->fd >= 0)
			continue;
		m->fd = bpf_map_create((enum bpf_map_type)m->type, m->name, m->ksize, m->vsize,
		    m->entries, &opts);
		if (m->fd < 0) {
			int err = errno;

			if (err == EPERM || err == EACCES)
				return dt_set_err(dtp, D_UNKNOWN, "DTrace requires additional privileges "
				    "(run as root, or with CAP_BPF and CAP_PERFMON)");
			return dt_set_err(dtp, D_UNKNOWN, "failed to create BPF map %s: %s", m->name,
			    strerror(err));
		}
		map_mirror(pgp, m);
	}
	return 0;
}

void
dt_maps_close(dtrace_hdl_t *dtp)
{
	struct dt_program *pgp = dtp->prog;

	for (int i = 0; pgp != NULL && i < pgp->nmaps; i++) {
		dt_mapdef_t *m = &pgp->maps[i];

		if (m->fd >= 0)
			close(m->fd);
		m->fd = -1;
		map_mirror(pgp, m);
	}
}
