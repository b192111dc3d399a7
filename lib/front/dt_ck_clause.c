/*
 * dt_ck_clause.c: probe clauses, "descriptions /predicate/ { statements }".
 *
 * dt_ck_clause() appends a clause to the program being built and checks it
 * in DTrace's order:
 *   - each probe description ("prov:mod:func:name", fewer fields filling
 *     from the right, from the field dtrace -P/-m/-f gave it: the PDESC
 *     node's op, dt_pdesc_parse) is matched against the providers, or is
 *     a probe id (the node's isconst and ival; dt_probe_byid),
 *     which create their probes lazily; the clause records each probe it
 *     enables once, in the order matched, and the program counts the probes
 *     no clause enabled before; a description that matches no probe is an
 *     error unless -Z; each description is rated as DTrace rates it
 *     (dt_ck_desc_attr: Unstable when it names no provider or a glob of
 *     them) and, with -x amin, one rated below the minimum is an error
 *     naming the clause at its closing line, before its body is checked;
 *     the clause's descattr, for dtrace -v, is the least of those ratings;
 *   - the predicate is checked first; if it names a variable that is not
 *     yet declared, the statements are checked first (they may declare it,
 *     as in "/!seen/ { seen = 1; }") and the predicate after them; when
 *     the statements also name an undeclared variable, the predicate's
 *     error is the one reported;
 *   - the statements in source order (each an expression, dt_ck_value, or
 *     an if/else or a block of them), then the order of the clause's
 *     speculative and destructive actions (dt_spec_check.c).
 * An error in the predicate or the statements names that region, as
 * DTrace's do (dtp->errregion).
 */
#include <stdlib.h>
#include <string.h>
#include "dt_check_impl.h"
#include "dt_front.h"

static void
ck_stmts(dt_cstate_t *cs, dt_node_t *s)
{
	for (; s != NULL; s = s->next) {
		switch (s->kind) {
		case DT_NODE_EMPTY:
			break;
		case DT_NODE_BLOCK:
			ck_stmts(cs, s->body);
			break;
		case DT_NODE_IF:
			dt_ck_expr(cs, s->x);
			if (!dt_type_is_scalar(s->x->type))
				dt_cerror(cs->dtp, D_OP_SCALAR, s->line,
				    "if-condition must be of scalar type");
			ck_stmts(cs, s->l);
			ck_stmts(cs, s->r);
			break;
		case DT_NODE_EXPRSTMT:
			if (s->l->kind == DT_NODE_AGG)
				dt_ck_aggref(cs, s->l);	/* it must at least be defined */
			if (s->l->kind == DT_NODE_AGG)
				dt_cerror(cs->dtp, D_AGG_NULL, s->line, "expression has null effect: @%s",
				    s->l->str);
			dt_ck_value(cs, s->l);
			if (s->l->dyn != DT_DYN_NONE)
				dt_ck_dyn_error(cs, s->l, "");
			break;
		default:
			dt_cerror(cs->dtp, D_SYNTAX, s->line, "unexpected statement");
		}
	}
}

/* the field a description ends in, from the compile flags (-P, -m, -f; else the name) */
int
dt_pdesc_field(unsigned cflags)
{
	if (cflags & DTRACE_C_PROVIDER)
		return DT_PD_PROVIDER;
	if (cflags & DTRACE_C_MODULE)
		return DT_PD_MODULE;
	if (cflags & DTRACE_C_FUNC)
		return DT_PD_FUNC;
	return DT_PD_NAME;
}

/* "providers", "modules", ...: what a description of that field specifies */
const char *
dt_pdesc_fieldname(int field)
{
	static const char *const names[] = { "providers", "modules", "functions", "names" };

	return names[field];
}

/*
 * "prov:mod:func:name": the fields are taken from the right, the last one
 * being field last (DT_PD_NAME for a whole description, DT_PD_FUNC for
 * dtrace -f ...), and the missing ones are empty: "read" as a function is
 * "::read:".  A leading ':' ends the fields (":a:b:c:d" is "a:b:c:d"), as
 * in DTrace.  -1 when there are more fields than fit (Overspecified) or
 * the text does not fit in buf.
 */
int
dt_pdesc_parse(const char *spec, int last, char *buf, size_t len, dt_pdesc_t *pd)
{
	const char **f[4] = { &pd->prv, &pd->mod, &pd->fun, &pd->prb };
	char *p, *q;
	int field = last;

	if (strlen(spec) >= len)
		return -1;
	strcpy(buf, spec);
	pd->prv = pd->mod = pd->fun = pd->prb = "";
	p = buf + strlen(buf);	/* the end of the field being taken */
	for (;;) {
		for (q = p; q > buf && q[-1] != ':'; q--)
			;
		if (field < 0)
			return -1;
		*p = '\0';
		*f[field--] = q;
		if (q == buf)
			break;
		p = q - 1;	/* its ':' */
		if (p == buf)
			break;
	}
	return 0;
}

/*
 * The probes one probe description (a PDESC node) names, each handed to cb
 * (which returns non-zero to fail; may be NULL); returns how many, -1 if
 * cb or a provider failed.  A
 * description is matched from the field it ends in; a probe id (the
 * node's isconst) names the probe dtrace -l lists with it, and only as a
 * name.  desc gets the description's fields (in buf, len bytes).  An
 * overspecified description and a bad probe id are compile errors.
 */
int
dt_pdesc_match(dtrace_hdl_t *dtp, const dt_node_t *pd, dt_pdesc_t *desc, char *buf,
    size_t len, int (*cb)(dtrace_hdl_t *, dt_probe_t *, void *), void *arg)
{
	dt_probe_t *p;

	if (!pd->isconst) {
		if (dt_pdesc_parse(pd->str, pd->op, buf, len, desc) != 0)
			dt_cerror(dtp, D_PDESC_INVAL, pd->line, "invalid probe description "
			    "\"%s\": Overspecified probe description", pd->str);
		return dt_probe_match(dtp, desc, cb, arg);
	}
	if (pd->op != DT_PD_NAME)
		dt_cerror(dtp, D_PDESC_INVAL, pd->line, "probe identifier %lld not permitted "
		    "when specifying %s", (long long)pd->ival, dt_pdesc_fieldname(pd->op));
	if ((p = dt_probe_byid(dtp, pd->ival)) == NULL)
		dt_cerror(dtp, D_PDESC_INVAL, pd->line, "invalid probe identifier %lld: "
		    "Unknown probe identifier", (long long)pd->ival);
	*desc = (dt_pdesc_t){ p->prov->name, p->mod, p->func, p->name };
	return cb == NULL || cb(dtp, p, arg) == 0 ? 1 : -1;
}

/* probe p enabled for clause cl: 1, or 0 if it was already, -1 out of memory */
int
dt_clause_add_probe(dtrace_hdl_t *dtp, dt_clause_t *cl, dt_probe_t *p)
{
	for (int i = 0; i < cl->nprobes; i++)
		if (cl->probes[i] == p->id)
			return 0;
	cl->probes = realloc(cl->probes, (cl->nprobes + 1) * sizeof(uint32_t));
	if (cl->probes == NULL)
		return -1;
	cl->probes[cl->nprobes++] = p->id;
	cl->nkinds[p->kind]++;
	if (!p->enabled)
		dtp->prog->matches++;
	p->enabled = 1;
	return 1;
}

static int
ck_add_probe(dtrace_hdl_t *dtp, dt_probe_t *p, void *arg)
{
	return dt_clause_add_probe(dtp, arg, p) < 0 ? -1 : 0;
}

static void
ck_predicate(dt_cstate_t *cs, dt_node_t *n)
{
	cs->dtp->errregion = "predicate";
	dt_ck_expr(cs, n->x);
	if (!dt_type_is_scalar(n->x->type))
		/* DTrace checks this once it has the whole clause: at its '}' */
		dt_cerror(cs->dtp, D_PRED_SCALAR, n->op != 0 ? n->op : n->x->line,
		    "predicate result must be of scalar type");
	cs->dtp->errregion = NULL;
}

/*
 * The statements of a clause whose predicate named an undeclared variable:
 * checked before the predicate, as DTrace does.  When they too fail on an
 * undeclared variable, the predicate's error is the one reported (DTrace
 * cooks the predicate then), unless the statements declared what it
 * lacked, and then theirs is.
 */
static void
ck_stmts_before_pred(dt_cstate_t *cs, dt_node_t *n)
{
	dtrace_hdl_t *dtp = cs->dtp;
	jmp_buf jb, *saved = dtp->errjmp;

	dtp->errjmp = &jb;
	if (setjmp(jb) == 0) {
		ck_stmts(cs, n->body);
		dtp->errjmp = saved;
		return;
	}
	dtp->errjmp = saved;
	if (dtp->errtag == D_IDENT_UNDEF || dtp->errtag == D_VAR_UNDEF) {
		char msg[sizeof(dtp->errmsg)];
		dt_errtag_t tag = dtp->errtag;

		memcpy(msg, dtp->errmsg, sizeof(msg));
		ck_predicate(cs, n);
		memcpy(dtp->errmsg, msg, sizeof(msg));
		dtp->errtag = tag;
	}
	longjmp(*saved, 1);
}

/*
 * The predicate is checked first; if it names a variable that is not yet
 * declared, the actions are checked first (they may declare it, as in
 * "/!seen/ { seen = 1; }") and the predicate after them, as DTrace does.
 */
static void
ck_clause_body(dt_cstate_t *cs, dt_node_t *n)
{
	dtrace_hdl_t *dtp = cs->dtp;
	jmp_buf jb, *saved = dtp->errjmp;
	volatile int retry = 0;

	if (n->x != NULL) {
		dtp->errjmp = &jb;
		if (setjmp(jb) == 0) {
			ck_predicate(cs, n);
		} else {
			dtp->errjmp = saved;
			if (dtp->errtag != D_IDENT_UNDEF && dtp->errtag != D_VAR_UNDEF)
				longjmp(*saved, 1);
			retry = 1;
		}
		dtp->errjmp = saved;
	}
	dtp->errregion = "action list";
	if (retry)
		ck_stmts_before_pred(cs, n);
	else
		ck_stmts(cs, n->body);
	dtp->errregion = "action list";
	dt_spec_check_clause(dtp, n);	/* the order of speculative actions */
	dtp->errregion = NULL;
	if (retry)
		ck_predicate(cs, n);
}

/* the clause's probe descriptions, matched: its probes and their stability */
static void
ck_match(dt_cstate_t *cs, dt_clause_t *cl, dt_node_t *n)
{
	dtrace_hdl_t *dtp = cs->dtp;

	for (dt_node_t *pd = n->args; pd != NULL; pd = pd->next) {
		char buf[1024];
		dt_pdesc_t desc;
		int m, from = cl->nprobes;

		m = dt_pdesc_match(dtp, pd, &desc, buf, sizeof(buf), ck_add_probe, cl);
		if (m < 0)	/* a provider's tag (D_PROC_OFF) is kept */
			dt_cerror(dtp, dtp->errtag != D_UNKNOWN ? dtp->errtag : D_PDESC_INVAL,
			    pd->line, "%s", dtp->errmsg);
		if (!pd->isconst)	/* probes it may gain while tracing */
			cl->follow |= dt_probe_follows(dtp, &desc);
		if (m == 0 && !dtp->zdefs)
			dt_cerror(dtp, D_PDESC_ZERO, pd->line,
			    "probe description %s:%s:%s:%s does not match any probes",
			    desc.prv, desc.mod, desc.fun, desc.prb);
		{
			dt_attr_t a = dt_ck_desc_attr(cs, &desc, pd->isconst, from);

			cl->descattr = dt_attr_min(cl->descattr, a);
			/* DTrace's clause node carries the line where the clause ends */
			dt_ck_amin(cs, n->ival ? n->op : n->line, "clause", a);
		}
	}
}

/* a probe clause, appended to the program: its descriptions matched, then its body checked */
void
dt_ck_clause(dt_cstate_t *cs, dt_node_t *n)
{
	dtrace_hdl_t *dtp = cs->dtp;
	struct dt_program *pgp = cs->pgp;
	dt_clause_t *cl = dt_zalloc(sizeof(*cl));

	cl->descattr = (dt_attr_t){ 7, 7, 5 };	/* Standard/Standard/Common */
	cl->stmtattr = (dt_attr_t){ 6, 6, 5 };	/* DTrace's default: Stable/Stable/Common */
	cl->id = pgp->nclauses + 1;
	cl->node = n;
	cl->srcname = dtp->srcname;
	pgp->clauses[pgp->nclauses++] = cl;
	cs->clause = cl;
	ck_match(cs, cl, n);
	pgp->follows |= cl->follow;
	ck_clause_body(cs, n);
}
