/*
 * test_provider.c: the provider registry's instance providers.
 *
 * A provider whose name carries a process id (pid1234, python1234) is an
 * instance provider: the registry makes one dt_provider_t per process the
 * first time a description names it, with state of its own, and a glob over
 * provider names matches only the instances that exist.  This test
 * registers a provider of its own ("utest", an instance provider that
 * describes one probe per process) on a handle made without privileges,
 * and checks matching, instances' state, a refused instance, $target in a
 * compiled probe description and the freeing of every instance.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "unit.h"
#include "dt_providers.h"

typedef struct ut_state {
	int pid;
	int provided;		/* provide calls */
} ut_state_t;

static int ut_finis;

static int
ut_instance(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	ut_state_t *st;

	(void)dtp;
	if (pv->pid == 666)
		return dt_set_err(dtp, D_PDESC_INVAL, "process %d refused", pv->pid);
	st = dt_zalloc(sizeof(*st));
	st->pid = pv->pid;
	pv->state = st;
	return 0;
}

static int
ut_provide(dtrace_hdl_t *dtp, dt_provider_t *pv, const dt_pdesc_t *pd)
{
	ut_state_t *st = pv->state;

	(void)pd;
	st->provided++;
	/* any kind of the registry will do: these probes are never enabled */
	dt_probe_create(dtp, pv, "a.out", "main", "entry", dt_pkind(0), 0);
	return 0;
}

static void
ut_fini(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	(void)dtp;
	if (pv->state != NULL)
		ut_finis++;
	free(pv->state);
	pv->state = NULL;
}

static const dt_provops_t ut_ops = {
	.name = "utest",
	.instances = 1,
	.provide = ut_provide,
	.instance = ut_instance,
	.fini = ut_fini,
};

static int
count_cb(dtrace_hdl_t *dtp, dt_probe_t *p, void *arg)
{
	(void)dtp;
	(void)p;
	(*(int *)arg)++;
	return 0;
}

/* the number of probes pattern matches (-1 on error) */
static int
match(dtrace_hdl_t *dtp, const char *prv, const char *prb)
{
	dt_pdesc_t pd = { prv, "", "", prb };
	int n = 0, r = dt_probe_match(dtp, &pd, count_cb, &n);

	return r < 0 ? -1 : n;
}

static dt_provider_t *
instance(dtrace_hdl_t *dtp, int pid)
{
	for (dt_provider_t *pv = dtp->provlist; pv != NULL; pv = pv->next)
		if (pv->ops == &ut_ops && pv->pid == pid)
			return pv;
	return NULL;
}

static int
ninstances(dtrace_hdl_t *dtp)
{
	int n = 0;

	for (dt_provider_t *pv = dtp->provlist; pv != NULL; pv = pv->next)
		n += pv->ops == &ut_ops && pv->pid != 0;
	return n;
}

int
main(void)
{
	dtrace_hdl_t *dtp = dt_handle_create();
	dt_provider_t *a, *b;

	UT_EQ_INT(dt_provider_register(dtp, &ut_ops), 0);

	/* the provider's own name stands for no process */
	UT_EQ_INT(match(dtp, "utest", ""), 0);
	UT_EQ_INT(ninstances(dtp), 0);
	UT_EQ_INT(match(dtp, "utest*", ""), 0);
	UT_EQ_INT(ninstances(dtp), 0);

	/* a pid makes an instance, named after it, with its own state */
	UT_EQ_INT(match(dtp, "utest1234", "entry"), 1);
	UT_CHECK((a = instance(dtp, 1234)) != NULL);
	UT_EQ_STR(a ? a->name : NULL, "utest1234");
	UT_EQ_INT(a ? ((ut_state_t *)a->state)->pid : 0, 1234);
	UT_EQ_INT(ninstances(dtp), 1);
	{
		dt_probe_t *p = dt_probe_lookup(dtp, "utest1234", "a.out", "main", "entry");

		UT_CHECK(p != NULL && p->prov == a);
	}

	/* the same name again: the same instance */
	UT_EQ_INT(match(dtp, "utest1234", ""), 1);
	UT_EQ_INT(ninstances(dtp), 1);
	UT_EQ_INT(a ? ((ut_state_t *)a->state)->provided : 0, 2);

	/* another process: another instance, another state */
	UT_EQ_INT(match(dtp, "utest99", ""), 1);
	UT_CHECK((b = instance(dtp, 99)) != NULL && b != a);
	UT_CHECK(b != NULL && a != NULL && b->state != a->state);
	UT_EQ_INT(ninstances(dtp), 2);

	/* a glob matches the instances there are, and makes none */
	UT_EQ_INT(match(dtp, "utest*", ""), 2);
	UT_EQ_INT(match(dtp, "utest1*", ""), 1);
	UT_EQ_INT(match(dtp, "ut*", "entry"), 2);
	UT_EQ_INT(ninstances(dtp), 2);

	/* not a process id: no instance */
	UT_EQ_INT(match(dtp, "utest0", ""), 0);
	UT_EQ_INT(match(dtp, "utestx1", ""), 0);
	UT_EQ_INT(match(dtp, "utest12x", ""), 0);
	UT_EQ_INT(match(dtp, "utest99999999999", ""), 0);
	UT_EQ_INT(ninstances(dtp), 2);

	/* an instance the provider refuses: an error, and nothing left behind */
	UT_EQ_INT(match(dtp, "utest666", ""), -1);
	UT_EQ_STR(dtrace_errtag(dtp), "D_PDESC_INVAL");
	UT_CHECK(instance(dtp, 666) == NULL);
	UT_EQ_INT(ninstances(dtp), 2);

	/* $target in a compiled probe description */
	dtp->proc.target = 4321;
	UT_CHECK(dtrace_program_strcompile(dtp, "utest$target:a.out:main:entry { }", "t",
	    0) != NULL);
	UT_EQ_INT(dtrace_program_matches(dtp), 1);
	UT_CHECK(instance(dtp, 4321) != NULL);
	UT_EQ_INT(ninstances(dtp), 3);

	/* closing frees every instance's state */
	dtrace_close(dtp);
	UT_EQ_INT(ut_finis, 3);
	return ut_finish("provider");
}
