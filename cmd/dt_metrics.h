/*
 * dt_metrics.h: dtrace -x metrics=ADDR:PORT (dt_metrics.c), the program's
 * aggregations served over HTTP in the OpenMetrics text format.
 *
 * The command calls, in this order: dt_metrics_open() when it reads the
 * option (the address checked and resolved), dt_metrics_listen() before
 * tracing starts (the sockets bound), dt_metrics_start() once tracing is on
 * (the server thread), dt_metrics_serve() after each dtrace_work() (the
 * exposition made, from dtrace_aggregate_walk(), when a scrape waits for
 * it), and dt_metrics_close() when tracing ends (or on an error path; NULL
 * is accepted).  Every call but the server thread's own work is made from
 * the thread that uses the handle.  Failures fill err (no "dtrace: "
 * prefix) and return NULL or -1.
 */
#ifndef DT_METRICS_H
#define DT_METRICS_H

#include <stddef.h>
#include <stdio.h>
#include "dtrace.h"

typedef struct dt_metrics dt_metrics_t;

dt_metrics_t *dt_metrics_open(const char *addrport, char *err, size_t errlen);
int dt_metrics_listen(dt_metrics_t *, char *err, size_t errlen);
/*
 * "dtrace: serving metrics on http://ADDR:PORT/metrics", one per socket;
 * with quiet only when the port was 0 (the kernel's pick, known from this)
 */
void dt_metrics_notice(dt_metrics_t *, FILE *fp, int quiet);
int dt_metrics_start(dt_metrics_t *, char *err, size_t errlen);
void dt_metrics_serve(dt_metrics_t *, dtrace_hdl_t *);
void dt_metrics_close(dt_metrics_t *);

#endif /* DT_METRICS_H */
