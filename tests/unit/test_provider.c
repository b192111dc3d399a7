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
 * compiled probe description and the freeing of every instance.  A second
 * one ("uftest") has a follow op: the checker marks the clauses whose
 * descriptions name its instances as following into its program kinds
 * (dt_probe_follows, dt_clause_t.follow), also one that matches nothing
 * yet under -Z, and no other.
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

static int
uf_follow(dtrace_hdl_t *dtp, dt_provider_t *pv, int event)
{
	(void)dtp;
	(void)pv;
	(void)event;
	return 0;
}

static const dt_progkind_t *uf_kinds[2];	/* the registry's first kind */
static dt_provops_t uf_ops;	/* ut_ops's, named uftest, with these and uf_follow */

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

	/* following: only instances of a provider with a follow op */
	uf_kinds[0] = dt_pkind(0);
	uf_ops = ut_ops;
	uf_ops.name = "uftest";
	uf_ops.kinds = uf_kinds;
	uf_ops.follow = uf_follow;
	UT_EQ_INT(dt_provider_register(dtp, &uf_ops), 0);
	{
		dt_pdesc_t ut = { "utest1234", "", "", "" }, uf = { "uftest55", "", "", "" };
		dt_pdesc_t glob = { "u*", "", "", "" }, none = { "", "", "main", "" };
		unsigned bit = 1U << dt_pkind_index(dt_pkind(0));

		UT_EQ_INT((int)dt_probe_follows(dtp, &uf), 0);	/* no instance yet */
		UT_EQ_INT(match(dtp, "uftest55", ""), 1);
		UT_EQ_INT((int)dt_probe_follows(dtp, &uf), (int)bit);
		UT_EQ_INT((int)dt_probe_follows(dtp, &ut), 0);
		UT_EQ_INT((int)dt_probe_follows(dtp, &glob), (int)bit);
		UT_EQ_INT((int)dt_probe_follows(dtp, &none), 0);
	}
	{
		struct dt_program *pgp;
		int n;

		UT_CHECK(dtrace_program_strcompile(dtp, "uftest$target:a.out:main:entry { } "
		    "utest$target:a.out:main:entry { }", "t", 0) != NULL);
		pgp = dtp->prog;
		n = pgp != NULL ? pgp->nclauses : 0;
		UT_CHECK(n >= 2);
		if (n >= 2) {
			UT_EQ_INT((int)pgp->clauses[n - 2]->follow, 1 << dt_pkind_index(dt_pkind(0)));
			UT_EQ_INT((int)pgp->clauses[n - 1]->follow, 0);
			UT_CHECK(pgp->follows != 0);
		}
		/* -Z: a description that matches nothing yet still follows */
		dtp->zdefs = 1;
		UT_CHECK(dtrace_program_strcompile(dtp, "uftest$target:a.out:nosuch:entry { }",
		    "t", 0) != NULL);
		n = pgp != NULL ? pgp->nclauses : 0;
		UT_CHECK(n >= 3);
		if (n >= 3) {
			UT_EQ_INT(pgp->clauses[n - 1]->nprobes, 0);
			UT_CHECK(DT_CL_IN_KIND(pgp->clauses[n - 1], dt_pkind_index(dt_pkind(0))));
		}
	}

	/* closing frees every instance's state */
	dtrace_close(dtp);
	UT_EQ_INT(ut_finis, 5);
	return ut_finish("provider");
}
