/*
 * dt_runtime.h: the functions of the runtime (lib/runtime), the consumer:
 * records, aggregations and their output, stacks and symbols as data,
 * kernel and user symbols, speculations, reports to the consumer's
 * handlers, processes.  The runtime's files and the API (dt_open.c)
 * include it: the runtime reads the record descriptions the layers below
 * it leave, and nothing below it calls it.
 */
#ifndef DT_RUNTIME_H
#define DT_RUNTIME_H

#include "dt_impl.h"
#include "dt_uobj.h"	/* dt_uobj_* (lib/providers) */

/* output of recorded non-scalar data (dt_print.c) */
void dt_print_bytes(FILE *, const char *p, size_t n, int quiet, int forceraw);
void dt_print_typed(dtrace_hdl_t *, FILE *, const dt_type_t *, const char *p);
/* print() of a pointer to a struct or union (dt_print_ptr.c) */
void dt_print_pointee(dtrace_hdl_t *, FILE *, uint64_t addr, const dt_type_t *, const char *p,
    size_t n);
const char *dt_print_ksym(void *dtp, uint64_t addr, char *buf, size_t len);
const char *dt_print_usym(void *dtp, uint64_t addr, char *buf, size_t len);
char *dt_stack_text(dtrace_hdl_t *, const char *data, int size, int width, int left);
char *dt_datum_text(dtrace_hdl_t *, dt_dkind_t, const char *data, int size, int width, int left);
/* records and aggregation rows as the API's data (dt_recdata.c) */
typedef struct dt_recset {
	dtrace_recdata_t *recs;
	int n, cap;
	void **owned;		/* what the data points to, freed at reset */
	int nowned, capowned;
} dt_recset_t;
void dt_recset_reset(dt_recset_t *);
void dt_recset_free(dt_recset_t *);
void dt_recdata_probe(dtrace_hdl_t *, int cpu, const dt_probe_t *, const dt_clause_t *,
    uint64_t time, dtrace_probedata_t *);
void dt_recdata_record(dtrace_hdl_t *, const dt_clause_t *, const char *data, dt_recset_t *);
void dt_recdata_aggrow(dtrace_hdl_t *, const dt_var_t *, const char *key, int64_t val,
    const int64_t *buckets, const int64_t *w, dt_recset_t *, dtrace_aggdata_t *);
const char *dt_aggfn_name(dt_func_t);
int dt_agg_bucket_range(const dt_var_t *, int b, int64_t *lo, int64_t *hi);
void dt_recdata_consume(dtrace_hdl_t *, FILE *, int cpu, const dt_probe_t *, const dt_clause_t *,
    const char *data);
void dt_recdata_fini(dtrace_hdl_t *);
/* records and aggregation rows as JSON lines, from that data (dt_json.c) */
void dt_json_record(dtrace_hdl_t *, FILE *, const dtrace_probedata_t *, const dt_recset_t *,
    int snap);
void dt_json_aggrow(dtrace_hdl_t *, FILE *, const dtrace_aggdata_t *);
/* a stack() as DTrace prints it (dt_consume.c) */
void dt_print_stack(dtrace_hdl_t *, FILE *, const uint64_t *pcs, int n, int nframes);
/* user symbols (dt_usyms.c) */
int dt_usym_lookup(dtrace_hdl_t *, int pid, uint64_t addr, dt_usyminfo_t *);
void dt_usyms_refresh(dtrace_hdl_t *, int pid);
void dt_usyms_note(dtrace_hdl_t *, int pid);
int dt_usyms_scan_due(dtrace_hdl_t *);
void dt_usyms_fini(dtrace_hdl_t *);
/* stacks and symbols as data (dt_stack.c) */
void dt_print_datum(dtrace_hdl_t *, FILE *, dt_dkind_t, const char *data, int size);
int dt_datum_cmp(dt_dkind_t, const char *a, const char *b, int size);
int dt_stack_skip(dtrace_hdl_t *, const uint64_t *pcs, int n);
int dt_print_folded(dtrace_hdl_t *, FILE *, dt_dkind_t, const char *data, int size,
    const char *sep);
void dt_stack_watch_keys(dtrace_hdl_t *);
int dt_datum_line(dtrace_hdl_t *, dt_dkind_t, const char *data, int size, int i, char *buf,
    size_t len);
uint64_t dt_datum_pc(dtrace_hdl_t *, dt_dkind_t, const char *data, int size, int i);
/* an address as text (dt_usyms.c; DT_SYMFMT_*) */
void dt_uaddr_str(dtrace_hdl_t *, int pid, uint64_t addr, int fmt, char *buf, size_t len);
void dt_kaddr_str(dtrace_hdl_t *, uint64_t addr, int fmt, char *buf, size_t len);
/* the consumer (dt_consume.c, dt_aggregate.c) */
int dt_consume_open(dtrace_hdl_t *);
int dt_consume_poll(dtrace_hdl_t *, int timeout_ms);
int dt_aggregate_print(dtrace_hdl_t *, FILE *);
int dt_aggregate_walk(dtrace_hdl_t *dtp, dtrace_aggwalk_f *f, void *arg);
int dt_aggregate_printa(dtrace_hdl_t *, FILE *, dt_var_t *const *aggv, int naggv,
    struct dt_pfprog *pf);
void dt_aggregate_trunc(dtrace_hdl_t *, dt_var_t *, int hasn, int64_t n);
void dt_aggregate_clear(dtrace_hdl_t *, dt_var_t *);
void dt_aggregate_snap(dtrace_hdl_t *);
void dt_aggregate_forget(dt_var_t *);
void dt_aggregate_refresh(dtrace_hdl_t *, dt_var_t *);
void dt_consume_close(dtrace_hdl_t *);
void dt_handle_record(dtrace_hdl_t *, int cpu, const char *data, int size);
void dt_rec_arg(const dt_recdesc_t *, const char *data, struct dt_pfarg *);
void dt_pfargs(dtrace_hdl_t *, const dt_action_t *, const char *data, struct dt_pfarg *args,
    char **texts);
void dt_pfargs_free(const dt_action_t *, char **texts);
void dt_print_probe_header(dtrace_hdl_t *, FILE *);
/* dtrace -h and -G (dt_header.c): a D provider's probe's semaphore's symbol
 * (prov_query__start_semaphore; its note's name: dt_udprobe_notename) */
void dt_udprobe_semname(const dt_udprov_t *pv, const dt_udprobe_t *pr, char *buf, size_t len);
const char *dt_udprobe_argtype(const dt_type_t *t, int *sizep);
/* and the provider record of a D provider (dt_provnote.h), for both: the
 * note's descriptor in a new buffer (*bufp, free() it), its length */
size_t dt_udprov_record(const dt_udprov_t *pv, char **bufp);
/* speculations and destructive actions (dt_spec.c) */
int dt_spec_map_create(dtrace_hdl_t *);
void dt_spec_sample(dtrace_hdl_t *, int cpu, const char *data, int size);
void dt_spec_action(dtrace_hdl_t *, const dt_action_t *, const char *data,
    const struct dt_pfarg *args, int nargs, FILE *fp, const dt_rechdr_t *h);
void dt_spec_finish(dtrace_hdl_t *);
void dt_spec_report(dtrace_hdl_t *, const char *mstates, int vsz);
void dt_spec_fini(dtrace_hdl_t *);
/* faults and drops to the consumer's handlers (dt_report.c):
 * ed's msg is formatted from fmt; dt_fault_enabling() prefixes "error on
 * enabled probe ID ..." for ed's epid and probe; dt_output_fault() is a
 * printf()-like action's failure to write (errno); dt_drops_report() reads
 * the drop counters, and is -1 if a fault or drop found no handler */
void dt_fault(dtrace_hdl_t *, dtrace_errdata_t *ed, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void dt_fault_enabling(dtrace_hdl_t *, dtrace_errdata_t *ed, const char *detail);
void dt_output_fault(dtrace_hdl_t *, const char *action);
void dt_drop(dtrace_hdl_t *, dtrace_dropkind_t, int cpu, uint64_t n, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
int dt_drops_report(dtrace_hdl_t *);
/* processes (dt_proc.c) */
int dt_proc_live(dtrace_hdl_t *);
int dt_proc_created(dtrace_hdl_t *, int pid);
void dt_proc_wait(dtrace_hdl_t *, int fd, int timeout_ms);
void dt_proc_poll(dtrace_hdl_t *);
void dt_proc_fini(dtrace_hdl_t *);
#endif /* DT_RUNTIME_H */
