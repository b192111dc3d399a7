/*
 * dt_prov_dtrace.c: the dtrace provider: BEGIN, END and ERROR.
 *
 * These probes have fixed ids 1, 2, 3.  They are not attached anywhere:
 * the consumer fires them by running the dtrace-kind program with
 * BPF_PROG_TEST_RUN (BEGIN before any other probe is attached, END after
 * every other probe is detached), so their output is first and last.
 */
#include "dt_impl.h"

static int
dtrace_provide(dtrace_hdl_t *dtp, const dt_pdesc_t *pd)
{
	(void)pd;
	if (dtp->nprobes > DT_ID_ERROR)
		return 0;
	dt_probe_create(dtp, &dt_prov_dtrace, "", "", "BEGIN", DT_PK_DTRACE, 0);
	dt_probe_create(dtp, &dt_prov_dtrace, "", "", "END", DT_PK_DTRACE, 0);
	dt_probe_create(dtp, &dt_prov_dtrace, "", "", "ERROR", DT_PK_DTRACE, 0);
	return 0;
}

static int
dtrace_attach(dtrace_hdl_t *dtp, int prog_fd)
{
	(void)dtp;
	(void)prog_fd;
	return 0;
}

static int
dtrace_provide_all(dtrace_hdl_t *dtp)
{
	return dtrace_provide(dtp, NULL);
}

const dt_provider_t dt_prov_dtrace = {
	.name = "dtrace",
	.kind = DT_PK_DTRACE,
	.provide = dtrace_provide,
	.attach = dtrace_attach,
	.provide_all = dtrace_provide_all,
};
