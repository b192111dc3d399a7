/*
 * dt_back.h: the functions of the back end (lib/back) that the layers
 * above it call: the program's maps, code generation, loading.  The
 * providers, the runtime and the API include it.  The code generator's
 * own interfaces are in dt_cg.h, dt_emit.h, dt_ir.h and dt_bpf.h.
 */
#ifndef DT_BACK_H
#define DT_BACK_H

#include "dt_impl.h"

/* the program's maps (dt_map.c) */
int dt_map_def(dtrace_hdl_t *, int id, const char *name, int type, int ksize, int vsize,
    int entries, int flags, int *mirror);
int dt_map_add(dtrace_hdl_t *, const char *name, int type, int ksize, int vsize, int entries,
    int flags);
int dt_map_fd(dtrace_hdl_t *, int id);
const char *dt_map_name(dtrace_hdl_t *, int id, char *buf, size_t len);
int dt_agg_entrysize(const dtrace_hdl_t *, const dt_var_t *);
int dt_maps_create(dtrace_hdl_t *);
void dt_maps_close(dtrace_hdl_t *);
/* code generation and loading (dt_cg.c, dt_load.c) */
void dt_cg_program(dtrace_hdl_t *, struct dt_program *);
int dt_load_program(dtrace_hdl_t *, struct dt_program *);
/* the maps' entries of a probe, and of a clause's probe (also added while tracing) */
void dt_load_pstr(dtrace_hdl_t *, const dt_probe_t *);
int dt_load_cmask(dtrace_hdl_t *, const dt_clause_t *, uint32_t id);
int dt_load_bprog(dtrace_hdl_t *, const dt_bprog_t *, const dt_ldopts_t *);
int dt_load_bprog_eatype(dtrace_hdl_t *, dt_bprog_t *, int eatype);
void dt_bpf_close(dtrace_hdl_t *);
/* curcpu's values, filled into the globals map at load (dt_cpuinfo.c) */
void dt_cpuinfo_fill(dtrace_hdl_t *, dt_cpuinfo_t *);
int dt_cpuinfo_mhz(const char *text, int cpu);
#endif /* DT_BACK_H */
