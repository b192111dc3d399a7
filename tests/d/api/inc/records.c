/*
 * records: a consumer of the public API (lib/dtrace.h) that takes every
 * record and aggregation row as data and prints them in a canonical form,
 * for tests/d/api.  dtrace_work() is given no FILE: nothing is printed by
 * the library.
 *
 *	records 'D PROGRAM' [abort]
 *	records -l 'DESCRIPTIONS' [N]
 *
 * With "abort", the record handler asks to stop at the first record and
 * the program says what dtrace_work() returned.  With -l, the probes the
 * descriptions match (dtrace_probe_iter, with argument types), N at most.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "dtrace.h"

static int abort_at_first;

static const char *
tname(dtrace_rectype_t t)
{
	static const char *const n[] = { "INT", "FLOAT", "STRING", "BYTES", "TEXT", "STACK",
	    "SYMBOL", "EXIT", "AGGREGATION", "SPECULATION", "OPTION", "OTHER" };

	return (unsigned)t < sizeof(n) / sizeof(n[0]) ? n[t] : "?";
}

static void
show(const dtrace_recdata_t *r)
{
	printf("%s %s", tname(r->type), r->action);
	switch (r->type) {
	case DTRACE_REC_INT:
		if (r->is_signed)
			printf(" %lld (signed, %d bytes)", (long long)r->value, r->size);
		else
			printf(" %llu (%d bytes)", (unsigned long long)r->value, r->size);
		break;
	case DTRACE_REC_FLOAT:
		printf(" %Lg", r->fvalue);
		break;
	case DTRACE_REC_STRING:
	case DTRACE_REC_SYMBOL:
	case DTRACE_REC_TEXT:
		printf(" [%s]%s%s", r->str, r->str2 ? " " : "", r->str2 ? r->str2 : "");
		break;
	case DTRACE_REC_BYTES:
		printf(" %d bytes:", r->size);
		for (int i = 0; i < r->size; i++)
			printf(" %02x", r->bytes[i]);
		break;
	case DTRACE_REC_STACK: {
		int named = 0;

		for (int i = 0; i < r->nframes; i++)
			named += r->frames[i].pc != 0 && strchr(r->frames[i].text, '`') != NULL;
		printf(" %s frames, %s named", r->nframes > 0 ? "some" : "no",
		    named > 0 ? "some" : "none");
		if (strcmp(r->action, "ustack") == 0)
			printf(", %s process", r->pid == getpid() ? "this" : "another");
		break;
	}
	case DTRACE_REC_EXIT:
	case DTRACE_REC_SPECULATION:
		printf(" %lld", (long long)r->value);
		break;
	case DTRACE_REC_AGGREGATION:
		for (int i = 0; i < r->naggs; i++)
			printf(" @%s", r->aggs[i]);
		if (r->has_value)
			printf(" %lld", (long long)r->value);
		break;
	default:
		break;
	}
	putchar('\n');
}

static int
probe(dtrace_hdl_t *dtp, const dtrace_probedata_t *pd, void *arg)
{
	printf("probe %s:%s:%s:%s clause %d%s\n", pd->provider, pd->module, pd->function, pd->name,
	    pd->clause, pd->timestamp > 0 ? " (timed)" : "");
	return DTRACE_CONSUME_NEXT;
}

static int
rec(dtrace_hdl_t *dtp, const dtrace_probedata_t *pd, const dtrace_recdata_t *r, void *arg)
{
	printf("  ");
	show(r);
	return abort_at_first ? DTRACE_CONSUME_ABORT : DTRACE_CONSUME_NEXT;
}

/*
 * a histogram's whole layout: how many buckets, the first and last, and
 * whether it is contiguous and those of it with a count are the buckets
 */
static void
layout(const dtrace_aggdata_t *ad)
{
	const dtrace_aggbucket_t *a = ad->allbuckets;
	int n = ad->nallbuckets, ok = n > 0 && a[0].min == INT64_MIN && a[n - 1].max == INT64_MAX;
	int nb = 0;

	for (int i = 0; i < n && ok; i++) {
		if (i > 0 && a[i].min != a[i - 1].max + 1)
			ok = 0;
		if (a[i].count != 0 && (nb >= ad->nbuckets || a[i].min != ad->buckets[nb].min ||
		    a[i].max != ad->buckets[nb].max || a[i].count != ad->buckets[nb++].count))
			ok = 0;
	}
	if (nb != ad->nbuckets)
		ok = 0;
	printf(" layout %d", n);
	if (n > 1)
		printf(" [..%lld] [%lld..]", (long long)a[0].max, (long long)a[n - 1].min);
	printf(" %s", ok ? "agrees" : "DISAGREES");
}

static int
row(dtrace_hdl_t *dtp, const dtrace_aggdata_t *ad, void *arg)
{
	printf("row @%s %s", ad->name, ad->function);
	for (int i = 0; i < ad->nkeys; i++) {
		printf(" key ");
		fflush(stdout);
		if (ad->keys[i].type == DTRACE_REC_INT)
			printf("%lld", (long long)ad->keys[i].value);
		else if (ad->keys[i].type == DTRACE_REC_STRING)
			printf("[%s]", ad->keys[i].str);
		else
			printf("%s", tname(ad->keys[i].type));
	}
	if (ad->nbuckets > 0) {
		for (int b = 0; b < ad->nbuckets; b++)
			printf(" [%lld..%lld]:%lld", (long long)ad->buckets[b].min,
			    (long long)ad->buckets[b].max, (long long)ad->buckets[b].count);
		layout(ad);
	} else {
		printf(" = %lld", (long long)ad->value);
	}
	if (strcmp(ad->function, "avg") == 0)
		printf(" (count %lld, sum %lld)", (long long)ad->count, (long long)ad->sum);
	putchar('\n');
	return DTRACE_CONSUME_NEXT;
}

static int nlisted, maxlist = 1000000;

static int
listed(dtrace_hdl_t *dtp, const dtrace_probeinfo_t *pi, void *arg)
{
	printf("%s %s:%s:%s:%s", pi->id > 0 ? "id" : "no id", pi->provider, pi->module,
	    pi->function, pi->name);
	for (int i = 0; i < pi->nargs; i++)
		printf("%s%s", i ? ", " : " (", pi->argtypes[i]);
	printf("%s\n", pi->nargs > 0 ? ")" : "");
	return ++nlisted < maxlist ? DTRACE_CONSUME_NEXT : DTRACE_CONSUME_ABORT;
}

static void
fault(dtrace_hdl_t *dtp, const dtrace_errdata_t *ed, void *arg)
{
	printf("fault: %s\n", ed->msg);
}

int
main(int argc, char **argv)
{
	dtrace_hdl_t *dtp;
	dtrace_prog_t *pgp;
	int err, done = 0;

	if (argc < 2)
		return 2;
	abort_at_first = argc > 2 && strcmp(argv[2], "abort") == 0;
	if ((dtp = dtrace_open(&err)) == NULL) {
		fprintf(stderr, "records: cannot open: %d\n", err);
		return 1;
	}
	if (strcmp(argv[1], "-l") == 0 && argc > 2) {
		int r;

		if (argc > 3)
			maxlist = atoi(argv[3]);
		r = dtrace_probe_iter(dtp, argv[2], 0, 1, listed, NULL);
		printf("dtrace_probe_iter: %d%s%s\n", r, r != 0 ? ": " : "",
		    r != 0 ? dtrace_errmsg(dtp) : "");
		dtrace_close(dtp);
		return 0;
	}
	dtrace_handle_probe(dtp, probe, NULL);
	dtrace_handle_rec(dtp, rec, NULL);
	dtrace_handle_err(dtp, fault, NULL);
	if ((pgp = dtrace_program_strcompile(dtp, argv[1], "records", 0)) == NULL ||
	    dtrace_program_exec(dtp, pgp, NULL) != 0 || dtrace_go(dtp) != 0) {
		fprintf(stderr, "records: %s\n", dtrace_errmsg(dtp));
		dtrace_close(dtp);
		return 1;
	}
	while (!done) {
		switch (dtrace_work(dtp, NULL)) {
		case DTRACE_WORKSTATUS_DONE:
			done = 1;
			break;
		case DTRACE_WORKSTATUS_ERROR:
			printf("dtrace_work: error: %s\n", dtrace_errmsg(dtp));
			done = abort_at_first;
			break;
		default:
			break;
		}
	}
	if (dtrace_stop(dtp) != 0)
		printf("dtrace_stop: %s\n", dtrace_errmsg(dtp));
	printf("walk: %d\n", dtrace_aggregate_walk(dtp, row, NULL));
	printf("exit status %d\n", dtrace_exit_status(dtp));
	dtrace_close(dtp);
	return 0;
}
