/*
 * dt_providers.h: the functions of the provider layer (lib/providers)
 * beside the interface and registry of dt_provider.h: the probe table,
 * tracefs and tracepoints, fbt's type names.  The runtime and the API
 * include it; the layers below reach providers only through the interface
 * (dt_provider.h).
 */
#ifndef DT_PROVIDERS_H
#define DT_PROVIDERS_H

#include "dt_impl.h"

void dt_probe_print_info(dtrace_hdl_t *, dt_probe_t *, FILE *);	/* -lv's block of one probe */
int dt_probe_list(dtrace_hdl_t *, const char *src, unsigned flags, FILE *fp, int verbose,
    dtrace_probe_f *fn, void *arg);
void dt_attr_print(FILE *, const char *title, dt_attr_t);
/* the probe table (dt_probe.c) */
void dt_probes_init(dtrace_hdl_t *);
dt_probe_t *dt_probe_create(dtrace_hdl_t *, dt_provider_t *,
    const char *mod, const char *func, const char *name, const dt_progkind_t *kind,
    uint64_t pdata);
int dt_probe_fire(dtrace_hdl_t *, uint32_t id);
void dt_argdesc_native(dt_argdesc_t *, int i, const char *type);
dt_probe_t *dt_probe_lookup(dtrace_hdl_t *, const char *prov, const char *mod,
    const char *func, const char *name);
int dt_gmatch(const char *str, const char *pattern);
/* tracefs and tracepoints, attachments (dt_tracepoint.c) */
int dt_add_attach_fd(dtrace_hdl_t *, int fd);
void dt_detach_fd(dtrace_hdl_t *, int fd);
void dt_close_attached(dtrace_hdl_t *);
int dt_tracefs_mount(dtrace_hdl_t *);
const char *dt_tracefs(void);
long dt_tracepoint_id(const char *group, const char *event);
int dt_tracepoint_args(const char *group, const char *event, const char *after,
    dt_argdesc_t *args, int max);
int dt_tracepoint_format(const char *group, const char *event, dt_tpfield_t *f, int max);
int dt_tracepoint_attach(dtrace_hdl_t *, long tpid, int prog_fd, uint64_t cookie);
int dt_raw_tracepoint_attach(dtrace_hdl_t *, const char *tp, int prog_fd, uint64_t cookie);
int dt_pmu_type(const char *pmu, int *retbitp);
/* fbt's BTF type names (dt_prov_fbt.c; unit-tested) */
void dt_fbt_typestr(const struct btf *, int id, char *buf, size_t len);
int dt_fbt_proto_types(const struct btf *, int funcid, int isreturn, char (*types)[64],
    int max);
/* function-boundary arguments in the prologue (dt_regs.c) */
enum { DT_REGS_FENTRY, DT_REGS_KPROBE, DT_REGS_UPROBE };
struct dt_irbuf;
int dt_pro_args_zero(dtrace_hdl_t *, struct dt_irbuf *);
void dt_pro_args_regs(dtrace_hdl_t *, struct dt_irbuf *, int how);
void dt_pro_id_cookie(dtrace_hdl_t *, struct dt_irbuf *);
/* following the traced processes' exec and dlopen (dt_follow.c) */
typedef struct dt_follow dt_follow_t;
int dt_follow_start(dtrace_hdl_t *, struct dt_program *, int epfd,
    int (*created)(dtrace_hdl_t *, int pid));
void dt_follow_poll(dtrace_hdl_t *);
void dt_follow_exited(dtrace_hdl_t *, int pid);
void dt_follow_close(dtrace_hdl_t *);
#endif /* DT_PROVIDERS_H */
