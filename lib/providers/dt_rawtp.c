/*
 * dt_rawtp.c: what the stable providers (proc, sched, ...) share: probes on
 * the kernel's raw tracepoints, whose arguments are small expressions over
 * the tracepoint's own.
 *
 * A stable provider is a table (dt_rawtp.h): each probe names a raw
 * tracepoint (its arguments are the tracepoint's TP_PROTO, typed by the
 * kernel's BTF, btf_trace_<name>), a condition ("when") under which the
 * tracepoint's firing is the probe's, and the probe's arguments as
 * expressions.  The expressions are C over arg0..argN-1 (the tracepoint's
 * arguments), curthread (struct task_struct *), timestamp, cpuinfo(cpu)
 * (the cpuinfo_t * of a CPU, as curcpu is), integer constants, members through pointers and of embedded structs (-> and .),
 * casts to D and kernel types, unary * - ! ~, binary + - (with C's pointer
 * arithmetic) & | and comparisons, && || and ?:.  They are checked against the running kernel's BTF when the probe is
 * made (a member this kernel lacks leaves the probe out), so one table
 * serves kernels whose structures differ.  args[] are then translated from
 * these native arguments by the D library's translators (psinfo_t from
 * struct task_struct *, ...), as DTrace's stable providers have them.
 *
 * Program kind: one raw tracepoint program per provider (the kind's
 * prologue is made here from the provider's table, DT_RAWTP_PROVIDER).
 * Each enabled probe is attached to its tracepoint with its id in the BPF
 * cookie; probes on one tracepoint (proc:::create and lwp-create on
 * sched_process_fork) are attached once each and told apart by their
 * conditions.  pro_id takes the id from the cookie and, for the enabled
 * probes with a condition, evaluates it (dispatching on the id): a firing
 * whose condition is 0 ends there, before mstate is touched.  pro_args
 * computes the arguments the program reads, again by the probe id, only
 * those of the enabled probes.  Expressions are evaluated on a stack of
 * 8-byte slots below fp-16 (free in the prologue); memory is read with
 * checked reads (bpf_probe_read_kernel), so a NULL pointer in a chain
 * gives 0, not a fault; the tracepoint's arguments are loaded from the
 * context directly where every enabled probe's tracepoint has that many
 * (the kernel refuses to attach a program that reads past a tracepoint's
 * arguments), else read with a checked read.
 *
 * Costs: a probe on a busy tracepoint (sys_exit, sched_switch) makes every
 * firing of that tracepoint run the program's prologue to its condition:
 * the providers' man page says which probes do.
 */
#include <ctype.h>
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <bpf/btf.h>
#include "dt_impl.h"
#include "dt_bpf.h"
#include "dt_cg.h"
#include "dt_emit.h"
#include "dt_probe_flags.h"
#include "dt_front.h"
#include "dt_back.h"
#include "dt_providers.h"
#include "dt_rawtp.h"

#define RT_MAXPARAMS	12	/* a tracepoint's arguments */
#define RT_MAXDEPTH	16	/* slots of the evaluation stack */
#define RT_SLOT(d)	(-24 - 8 * (d))
/* a start event's time and arguments (start_ts, start_arg0, start_arg1), then its key */
#define RT_START(i)	(RT_SLOT(RT_MAXDEPTH + 2) + 8 * (i))
#define RT_STARTKEY	RT_SLOT(RT_MAXDEPTH + 3)
#define RT_STARTS	4096	/* threads with a start event remembered */

const char *const dt_rawtp_frames[] = { "__bpf_trace_", "bpf_trace_run", "__traceiter_",
    NULL };

/* ---- the tracepoint ------------------------------------------------------ */

/*
 * The i-th of a probe's tracepoints (tp is "a" or "a,b,..."), into buf
 * (64 bytes): 1, or 0 past the last.
 */
static int
rt_tp_nth(const char *tp, int i, char *buf)
{
	const char *e;

	for (; i > 0 && tp != NULL; i--)
		tp = (tp = strchr(tp, ',')) != NULL ? tp + 1 : NULL;
	if (tp == NULL)
		return 0;
	e = strchr(tp, ',');
	snprintf(buf, 64, "%.*s", e != NULL ? (int)(e - tp) : (int)strlen(tp), tp);
	return 1;
}

/*
 * The types of raw tracepoint tp's arguments (the function prototype of
 * btf_trace_<tp>, after its first parameter, the tracepoint's data) into
 * t[max] (NULL for a type D cannot import); how many it has, or -1 if this
 * kernel has no such tracepoint.
 */
static int
rt_tp_params(dtrace_hdl_t *dtp, const char *tp, dt_type_t **t, int max)
{
	struct btf *btf = dt_btf_get(dtp);
	const struct btf_type *bt;
	const struct btf_param *pa;
	char name[128];
	int id, n;

	if (btf == NULL)
		return -1;
	snprintf(name, sizeof(name), "btf_trace_%s", tp);
	if ((id = btf__find_by_name_kind(btf, name, BTF_KIND_TYPEDEF)) <= 0)
		return -1;
	bt = btf__type_by_id(btf, btf__type_by_id(btf, id)->type);
	if (bt == NULL || !btf_is_ptr(bt) || (bt = btf__type_by_id(btf, bt->type)) == NULL ||
	    !btf_is_func_proto(bt) || btf_vlen(bt) < 1)
		return -1;
	pa = btf_params(bt);
	n = btf_vlen(bt) - 1;
	for (int i = 0; i < n && i < max; i++)
		t[i] = dt_btf_import(dtp, (int)pa[i + 1].type);
	return n;
}

/* ---- expressions ---------------------------------------------------------- */

enum { RT_CONST = 256, RT_ARG, RT_CURTHREAD, RT_NOW, RT_START_V, RT_CPUINFO, RT_MEMBER, RT_DEREF, RT_NEG, RT_NOT, RT_BNOT, RT_CAST,
    RT_COND, RT_EQ, RT_NE, RT_LE, RT_GE, RT_LAND, RT_LOR, RT_ARROW };

typedef struct rt_node {
	int op;			/* RT_*, or '+' '-' '&' '|' '<' '>' */
	int64_t val;		/* RT_CONST; RT_ARG: the index */
	unsigned long bitoff;	/* RT_MEMBER: in the object */
	int bits;		/* RT_MEMBER: a bit-field's width */
	int arrow;		/* RT_MEMBER: of the object l points to (else of object l) */
	dt_type_t *type;
	int obj;		/* its value is an object's address (struct, union, array) */
	struct rt_node *l, *r, *x;
} rt_node_t;

typedef struct rt_parser {
	dtrace_hdl_t *dtp;
	const char *p;		/* where we are in the text */
	const char *tokp;	/* where the current token starts */
	int tok;		/* the current token: a char, RT_* or 'i' (word), 'n' (number) */
	char word[64];
	uint64_t num;
	dt_type_t **params;	/* the tracepoint's argument types */
	int nparams;
	int start;		/* start_ts, start_arg0 and start_arg1 may be used */
	char *err;		/* the message of an error, 160 bytes */
	jmp_buf fail;
	rt_node_t **nodes;	/* every node, freed together */
	int nnodes, cap;
} rt_parser_t;

static void __attribute__((noreturn, format(printf, 2, 3)))
rt_fail(rt_parser_t *ps, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(ps->err, 160, fmt, ap);
	va_end(ap);
	longjmp(ps->fail, 1);
}

static rt_node_t *
rt_new(rt_parser_t *ps, int op, rt_node_t *l, rt_node_t *r)
{
	rt_node_t *n = dt_zalloc(sizeof(*n));

	if (ps->nnodes == ps->cap) {
		ps->cap = ps->cap ? ps->cap * 2 : 16;
		ps->nodes = dt_realloc(ps->nodes, ps->cap * sizeof(*ps->nodes));
	}
	ps->nodes[ps->nnodes++] = n;
	n->op = op;
	n->l = l;
	n->r = r;
	return n;
}

static void
rt_next(rt_parser_t *ps)
{
	static const struct { const char *s; int tok; } two[] = {
		{ "->", RT_ARROW }, { "==", RT_EQ }, { "!=", RT_NE }, { "<=", RT_LE },
		{ ">=", RT_GE }, { "&&", RT_LAND }, { "||", RT_LOR },
	};
	const char *p = ps->p;

	while (isspace((unsigned char)*p))
		p++;
	ps->tokp = p;
	if (*p == '\0') {
		ps->tok = 0;
	} else if (isalpha((unsigned char)*p) || *p == '_') {
		size_t n = 0;

		while ((isalnum((unsigned char)p[n]) || p[n] == '_') && n + 1 < sizeof(ps->word))
			n++;
		memcpy(ps->word, p, n);
		ps->word[n] = '\0';
		p += n;
		ps->tok = 'i';
	} else if (isdigit((unsigned char)*p)) {
		char *e;

		ps->num = strtoull(p, &e, 0);
		p = e;
		ps->tok = 'n';
	} else {
		ps->tok = (unsigned char)*p++;
		for (size_t i = 0; i < sizeof(two) / sizeof(two[0]); i++)
			if (p[-1] == two[i].s[0] && *p == two[i].s[1]) {
				ps->tok = two[i].tok;
				p++;
			}
	}
	ps->p = p;
}

static void
rt_expect(rt_parser_t *ps, int tok, const char *what)
{
	if (ps->tok != tok)
		rt_fail(ps, "expected %s", what);
	rt_next(ps);
}

static int
rt_is_scalar(const rt_node_t *n)
{
	return !n->obj && dt_type_is_scalar(n->type);
}

static rt_node_t *rt_cond(rt_parser_t *);
static rt_node_t *rt_unary(rt_parser_t *);

/* does a type name start here ("(struct sock *)", "(int)")? */
static int
rt_is_typename(rt_parser_t *ps)
{
	static const char *const kw[] = { "struct", "union", "enum", "unsigned", "signed", "int",
	    "long", "short", "char", "void", "uint64_t", "int64_t", "uint32_t", "int32_t",
	    "uint16_t", "int16_t", "uint8_t", "int8_t", "uintptr_t" };

	if (ps->tok != 'i')
		return 0;
	for (size_t i = 0; i < sizeof(kw) / sizeof(kw[0]); i++)
		if (strcmp(ps->word, kw[i]) == 0)
			return 1;
	return 0;
}

/* a type name, its first word current: words, then '*'s */
static dt_type_t *
rt_typename(rt_parser_t *ps)
{
	char name[128] = "";
	dt_type_t *t;

	while (ps->tok == 'i') {
		if (strlen(name) + strlen(ps->word) + 2 > sizeof(name))
			rt_fail(ps, "type name too long");
		if (name[0] != '\0')
			strcat(name, " ");
		strcat(name, ps->word);
		rt_next(ps);
	}
	if ((t = dt_type_lookup(ps->dtp, name)) == NULL && (t = dt_btf_lookup(ps->dtp, name)) == NULL)
		rt_fail(ps, "unknown type %s", name);
	while (ps->tok == '*') {
		t = dt_type_ptr(ps->dtp, t);
		rt_next(ps);
	}
	return t;
}

static rt_node_t *
rt_primary(rt_parser_t *ps)
{
	rt_node_t *n;

	if (ps->tok == 'n') {
		n = rt_new(ps, RT_CONST, NULL, NULL);
		n->val = (int64_t)ps->num;
		n->type = &dt_type_int64;
		rt_next(ps);
		return n;
	}
	if (ps->tok == '(') {
		rt_next(ps);
		n = rt_cond(ps);
		rt_expect(ps, ')', "')'");
		return n;
	}
	if (ps->tok != 'i')
		rt_fail(ps, "expected an operand");
	if (strcmp(ps->word, "timestamp") == 0) {
		n = rt_new(ps, RT_NOW, NULL, NULL);
		n->type = &dt_type_uint64;
	} else if (strcmp(ps->word, "start_ts") == 0 || strcmp(ps->word, "start_arg0") == 0 ||
	    strcmp(ps->word, "start_arg1") == 0) {
		if (!ps->start)
			rt_fail(ps, "%s without a start event", ps->word);
		n = rt_new(ps, RT_START_V, NULL, NULL);
		n->val = ps->word[6] == 't' ? 0 : ps->word[9] == '0' ? 1 : 2;
		n->type = &dt_type_uint64;
	} else if (strcmp(ps->word, "cpuinfo") == 0) {
		/* cpuinfo(cpu): the cpuinfo_t of a CPU, in the table curcpu uses */
		rt_next(ps);
		rt_expect(ps, '(', "'(' after cpuinfo");
		n = rt_new(ps, RT_CPUINFO, rt_cond(ps), NULL);
		if (!rt_is_scalar(n->l))
			rt_fail(ps, "cpuinfo( ) of something that is not a scalar");
		if (ps->tok != ')')
			rt_fail(ps, "expected ')'");
		n->type = &dt_type_uint64;
	} else if (strcmp(ps->word, "curthread") == 0) {
		dt_type_t *t = dt_btf_lookup(ps->dtp, "struct task_struct");

		if (t == NULL)
			rt_fail(ps, "no struct task_struct in the kernel's BTF");
		n = rt_new(ps, RT_CURTHREAD, NULL, NULL);
		n->type = dt_type_ptr(ps->dtp, t);
	} else if (strncmp(ps->word, "arg", 3) == 0 && isdigit((unsigned char)ps->word[3])) {
		int i = atoi(ps->word + 3);

		if (i >= ps->nparams || i >= RT_MAXPARAMS)
			rt_fail(ps, "the tracepoint has no %s", ps->word);
		n = rt_new(ps, RT_ARG, NULL, NULL);
		n->val = i;
		n->type = ps->params[i] != NULL ? ps->params[i] : &dt_type_uint64;
		if (!dt_type_is_scalar(n->type))
			rt_fail(ps, "%s is not a scalar", ps->word);
	} else {
		rt_fail(ps, "unknown name %s", ps->word);
	}
	rt_next(ps);
	return n;
}

static rt_node_t *
rt_postfix(rt_parser_t *ps)
{
	rt_node_t *n = rt_primary(ps);

	while (ps->tok == RT_ARROW || ps->tok == '.') {
		int arrow = ps->tok == RT_ARROW;
		dt_type_t *sou = arrow ? (n->type->kind == DT_TK_PTR && !n->obj ? n->type->ref : NULL) :
		    (n->obj ? n->type : NULL);
		const dt_member_t *m;
		unsigned long bitoff;
		rt_node_t *mn;

		rt_next(ps);
		if (ps->tok != 'i')
			rt_fail(ps, "expected a member name");
		if (sou == NULL || (sou->kind != DT_TK_STRUCT && sou->kind != DT_TK_UNION))
			rt_fail(ps, "%s of something that is not a struct%s", ps->word,
			    arrow ? " pointer" : "");
		if ((m = dt_type_member(ps->dtp, sou, ps->word, &bitoff)) == NULL)
			rt_fail(ps, "%s has no member %s", sou->name, ps->word);
		mn = rt_new(ps, RT_MEMBER, n, NULL);
		mn->arrow = arrow;
		mn->bitoff = bitoff;
		mn->bits = m->bits;
		mn->type = m->type;
		mn->obj = m->type->kind == DT_TK_STRUCT || m->type->kind == DT_TK_UNION ||
		    m->type->kind == DT_TK_ARRAY;
		if (!mn->obj && !dt_type_is_scalar(m->type))
			rt_fail(ps, "member %s is neither a scalar nor an object", ps->word);
		n = mn;
		rt_next(ps);
	}
	return n;
}

static rt_node_t *
rt_unary(rt_parser_t *ps)
{
	static const struct { int tok, op; } un[] = { { '-', RT_NEG }, { '!', RT_NOT }, { '~', RT_BNOT } };
	rt_node_t *n;

	for (size_t i = 0; i < sizeof(un) / sizeof(un[0]); i++)
		if (ps->tok == un[i].tok) {
			rt_next(ps);
			n = rt_new(ps, un[i].op, rt_unary(ps), NULL);
			if (!rt_is_scalar(n->l))
				rt_fail(ps, "operand of unary %c is not a scalar", un[i].tok);
			n->type = un[i].op == RT_NOT ? &dt_type_int : n->l->type;
			return n;
		}
	if (ps->tok == '*') {
		rt_next(ps);
		n = rt_new(ps, RT_DEREF, rt_unary(ps), NULL);
		if (!rt_is_scalar(n->l) || n->l->type->kind != DT_TK_PTR || n->l->type->ref == NULL ||
		    !dt_type_is_scalar(n->l->type->ref) || n->l->type->ref->size > 8)
			rt_fail(ps, "operand of unary * is not a pointer to a scalar");
		n->type = n->l->type->ref;
		return n;
	}
	if (ps->tok == '(') {
		const char *save = ps->p;

		rt_next(ps);
		if (rt_is_typename(ps)) {
			dt_type_t *t = rt_typename(ps);

			rt_expect(ps, ')', "')' after a type name");
			n = rt_new(ps, RT_CAST, rt_unary(ps), NULL);
			if (!dt_type_is_scalar(t) || !rt_is_scalar(n->l))
				rt_fail(ps, "a cast to or of a type that is not a scalar");
			n->type = t;
			return n;
		}
		ps->p = save;		/* a parenthesized expression: back to its '(' */
		ps->tokp = save - 1;
		ps->tok = '(';
	}
	return rt_postfix(ps);
}

/* binary operators by precedence, lowest first, from RT_LOR up to '+' '-' */
static const int rt_levels[][4] = {
	{ RT_LOR }, { RT_LAND }, { '|' }, { '&' }, { RT_EQ, RT_NE }, { '<', '>', RT_LE, RT_GE },
	{ '+', '-' },
};
#define RT_NLEVELS	((int)(sizeof(rt_levels) / sizeof(rt_levels[0])))

static rt_node_t *
rt_binary(rt_parser_t *ps, int level)
{
	rt_node_t *n;

	if (level == RT_NLEVELS)
		return rt_unary(ps);
	n = rt_binary(ps, level + 1);
	for (;;) {
		int op = 0;

		for (int i = 0; i < 4 && rt_levels[level][i] != 0; i++)
			if (ps->tok == rt_levels[level][i])
				op = ps->tok;
		if (op == 0)
			return n;
		rt_next(ps);
		n = rt_new(ps, op, n, rt_binary(ps, level + 1));
		if (!rt_is_scalar(n->l) || !rt_is_scalar(n->r))
			rt_fail(ps, "an operand of a binary operator is not a scalar");
		n->type = op == '+' || op == '-' || op == '&' || op == '|' ? &dt_type_int64 :
		    &dt_type_int;
		if ((op == '+' || op == '-') && n->l->type->kind == DT_TK_PTR &&
		    n->r->type->kind != DT_TK_PTR)
			n->type = n->l->type;	/* pointer arithmetic, scaled by the element */
	}
}

static rt_node_t *
rt_cond(rt_parser_t *ps)
{
	rt_node_t *n = rt_binary(ps, 0), *c;

	if (ps->tok != '?')
		return n;
	rt_next(ps);
	c = rt_new(ps, RT_COND, n, rt_cond(ps));
	rt_expect(ps, ':', "':'");
	c->x = rt_cond(ps);
	if (!rt_is_scalar(n) || !rt_is_scalar(c->r) || !rt_is_scalar(c->x))
		rt_fail(ps, "an operand of ?: is not a scalar");
	c->type = c->r->type;
	return c;
}

/*
 * Parse expression text over the arguments of raw tracepoint tp: the tree
 * (freed by rt_free), or NULL with the reason in err (160 bytes).
 */
static rt_node_t *
rt_parse(dtrace_hdl_t *dtp, rt_parser_t *ps, const char *tp, int start, const char *text,
    char *err)
{
	dt_type_t *params[RT_MAXPARAMS];
	rt_node_t *n;

	memset(ps, 0, sizeof(*ps));
	memset(params, 0, sizeof(params));
	ps->dtp = dtp;
	ps->err = err;
	ps->p = text;
	ps->params = params;
	ps->start = start;
	if ((ps->nparams = rt_tp_params(dtp, tp, params, RT_MAXPARAMS)) < 0) {
		snprintf(err, 160, "this kernel has no raw tracepoint %s", tp);
		return NULL;
	}
	if (setjmp(ps->fail) != 0)
		return NULL;
	rt_next(ps);
	n = rt_cond(ps);
	if (ps->tok != 0)
		rt_fail(ps, "unexpected text at \"%s\"", ps->tokp);
	ps->params = NULL;	/* only the types, which the handle owns, are kept */
	return n;
}

static void
rt_free(rt_parser_t *ps)
{
	for (int i = 0; i < ps->nnodes; i++)
		free(ps->nodes[i]);
	free(ps->nodes);
	ps->nodes = NULL;
	ps->nnodes = ps->cap = 0;
}

/* ---- code ------------------------------------------------------------------ */

typedef struct rt_gen {
	dtrace_hdl_t *dtp;
	dt_irbuf_t *ir;
	int direct;		/* arguments below this are loaded from the context */
} rt_gen_t;

/* the value of slot d, sign- or zero-extended from size bytes as t says, stays in r1 */
static void
rt_extend(dt_irbuf_t *ir, const dt_type_t *t, int size)
{
	if (size >= 8 || !t->sign || t->kind == DT_TK_PTR)
		return;
	emit(ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_1, 64 - 8 * size));
	emit(ir, BPF_ALU64_IMM(BPF_ARSH, BPF_REG_1, 64 - 8 * size));
}

/* slot d = size bytes of memory at the address in r3 (0s where it cannot be read) */
static void
rt_read(dt_irbuf_t *ir, int d, int size)
{
	emit(ir, BPF_ST_MEM(BPF_DW, BPF_REG_FP, RT_SLOT(d), 0));
	emit(ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP));
	emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, RT_SLOT(d)));
	emit(ir, BPF_MOV64_IMM(BPF_REG_2, size));
	emit(ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
}

/* r1 = the tracepoint's argument i (slot is free for a checked read) */
static void
rt_load_arg(rt_gen_t *g, int i, int slot)
{
	dt_irbuf_t *ir = g->ir;

	if (i < g->direct) {
		emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_6, 8 * i));
		return;
	}
	emit(ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_6));
	emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, 8 * i));
	emit(ir, BPF_ST_MEM(BPF_DW, BPF_REG_FP, slot, 0));
	emit(ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP));
	emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, slot));
	emit(ir, BPF_MOV64_IMM(BPF_REG_2, 8));
	emit(ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, slot));
}

static void
rt_gen(rt_gen_t *g, const rt_node_t *n, int d)
{
	dt_irbuf_t *ir = g->ir;

	switch (n->op) {
	case RT_CONST:
		emit_ld64(ir, BPF_REG_1, n->val);
		break;
	case RT_ARG:
		rt_load_arg(g, (int)n->val, RT_SLOT(d));
		rt_extend(ir, n->type, n->type->size);
		break;
	case RT_CURTHREAD:
		emit(ir, BPF_CALL_HELPER(BPF_FUNC_get_current_task));
		emit(ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_0));
		break;
	case RT_NOW:
		emit(ir, BPF_CALL_HELPER(BPF_FUNC_ktime_get_ns));
		emit(ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_0));
		break;
	case RT_CPUINFO:
		/* its place in curcpu's table (the checker made it for a cpuinfo_t * argument) */
		rt_gen(g, n->l, d);
		emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, RT_SLOT(d)));
		if (g->dtp->prog->gv_cpuinfo == 0) {
			emit(ir, BPF_MOV64_IMM(BPF_REG_1, 0));
			break;
		}
		emit(ir, BPF_JMP_IMM(BPF_JLT, BPF_REG_1, g->dtp->ncpus, 1));
		emit(ir, BPF_MOV64_IMM(BPF_REG_1, 0));
		emit(ir, BPF_ALU64_IMM(BPF_MUL, BPF_REG_1, sizeof(dt_cpuinfo_t)));
		emit_ldmapval(ir, BPF_REG_2, DT_MAP_GLOBALS, 0);
		emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, g->dtp->prog->gv_cpuinfo));
		emit(ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_2));
		break;
	case RT_START_V:
		emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, RT_START((int)n->val)));
		break;
	case RT_MEMBER: {
		int byte = (int)(n->bitoff / 8), size = n->type->size;

		rt_gen(g, n->l, d);
		emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, RT_SLOT(d)));
		emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, byte));
		if (n->obj)
			break;		/* an object: its address */
		if (n->bits != 0)
			size = ((int)(n->bitoff % 8) + n->bits + 7) / 8;
		emit(ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_1));
		rt_read(ir, d, size > 8 ? 8 : size);
		emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, RT_SLOT(d)));
		if (n->bits != 0) {
			/* little-endian: the field to the top, then down */
			emit(ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_1, 64 - (int)(n->bitoff % 8) - n->bits));
			emit(ir, BPF_ALU64_IMM(n->type->sign ? BPF_ARSH : BPF_RSH, BPF_REG_1,
			    64 - n->bits));
		} else {
			rt_extend(ir, n->type, size);
		}
		break;
	}
	case RT_DEREF:
		rt_gen(g, n->l, d);
		emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_FP, RT_SLOT(d)));
		rt_read(ir, d, n->type->size);
		emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, RT_SLOT(d)));
		rt_extend(ir, n->type, n->type->size);
		break;
	case RT_NEG: case RT_NOT: case RT_BNOT: case RT_CAST:
		rt_gen(g, n->l, d);
		emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, RT_SLOT(d)));
		if (n->op == RT_NEG)
			emit(ir, BPF_ALU64_IMM(BPF_NEG, BPF_REG_1, 0));
		else if (n->op == RT_BNOT)
			emit(ir, BPF_ALU64_IMM(BPF_XOR, BPF_REG_1, -1));
		else if (n->op == RT_NOT) {
			emit(ir, BPF_MOV64_IMM(BPF_REG_2, 0));
			emit(ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_1, 0, 1));
			emit(ir, BPF_MOV64_IMM(BPF_REG_2, 1));
			emit(ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_2));
		} else if (dt_type_is_int(n->type) && n->type->size < 8) {
			/* a narrowing cast */
			emit(ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_1, 64 - 8 * n->type->size));
			emit(ir, BPF_ALU64_IMM(n->type->sign ? BPF_ARSH : BPF_RSH, BPF_REG_1,
			    64 - 8 * n->type->size));
		}
		break;
	case RT_COND: {
		int els = ir_label(ir), end = ir_label(ir);

		rt_gen(g, n->l, d);
		emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, RT_SLOT(d)));
		emit_jmp(ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, 0, 0), els);
		rt_gen(g, n->r, d);
		emit_jmp(ir, BPF_JMP_A(0), end);
		ir_place(ir, els);
		rt_gen(g, n->x, d);
		ir_place(ir, end);
		return;		/* the branches stored slot d */
	}
	default: {
		/* binary: l in r1, r in r2 */
		int sgn = n->l->type->sign && n->r->type->sign && n->l->type->kind != DT_TK_PTR &&
		    n->r->type->kind != DT_TK_PTR;
		static const struct { int op, alu, jmp, sjmp; } bin[] = {
			{ '+', BPF_ADD, 0, 0 }, { '-', BPF_SUB, 0, 0 }, { '&', BPF_AND, 0, 0 },
			{ '|', BPF_OR, 0, 0 }, { RT_EQ, 0, BPF_JEQ, BPF_JEQ },
			{ RT_NE, 0, BPF_JNE, BPF_JNE }, { '<', 0, BPF_JLT, BPF_JSLT },
			{ '>', 0, BPF_JGT, BPF_JSGT }, { RT_LE, 0, BPF_JLE, BPF_JSLE },
			{ RT_GE, 0, BPF_JGE, BPF_JSGE },
		};

		if (d + 1 >= RT_MAXDEPTH)
			return;		/* rt_depth refused it */
		rt_gen(g, n->l, d);
		rt_gen(g, n->r, d + 1);
		emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, RT_SLOT(d)));
		emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_FP, RT_SLOT(d + 1)));
		if (n->type->kind == DT_TK_PTR && n->type->ref != NULL && n->type->ref->size > 1)
			emit(ir, BPF_ALU64_IMM(BPF_MUL, BPF_REG_2, n->type->ref->size));
		if (n->op == RT_LAND || n->op == RT_LOR) {
			/* r1 = (r1 != 0) op (r2 != 0) */
			emit(ir, BPF_MOV64_IMM(BPF_REG_3, 0));
			emit(ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, 0, 1));
			emit(ir, BPF_MOV64_IMM(BPF_REG_3, 1));
			emit(ir, BPF_MOV64_IMM(BPF_REG_4, 0));
			emit(ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, 0, 1));
			emit(ir, BPF_MOV64_IMM(BPF_REG_4, 1));
			emit(ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_3));
			emit(ir, BPF_ALU64_REG(n->op == RT_LAND ? BPF_AND : BPF_OR, BPF_REG_1, BPF_REG_4));
			break;
		}
		for (size_t i = 0; i < sizeof(bin) / sizeof(bin[0]); i++) {
			if (bin[i].op != n->op)
				continue;
			if (bin[i].alu != 0 || n->op == '+') {
				emit(ir, BPF_ALU64_REG(bin[i].alu, BPF_REG_1, BPF_REG_2));
			} else {
				emit(ir, BPF_MOV64_IMM(BPF_REG_0, 1));
				emit(ir, BPF_JMP_REG(sgn ? bin[i].sjmp : bin[i].jmp, BPF_REG_1, BPF_REG_2, 1));
				emit(ir, BPF_MOV64_IMM(BPF_REG_0, 0));
				emit(ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_0));
			}
		}
		break;
	}
	}
	emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_1, RT_SLOT(d)));
}

/* the slots of the evaluation stack that n needs */
static int
rt_depth(const rt_node_t *n)
{
	int l = n->l != NULL ? rt_depth(n->l) : 1;

	if (n->op == RT_COND) {
		int r = rt_depth(n->r), x = rt_depth(n->x);

		return l > r ? (l > x ? l : x) : (r > x ? r : x);
	}
	if (n->r != NULL) {
		int r = 1 + rt_depth(n->r);

		return l > r ? l : r;
	}
	return l;
}

/*
 * check text (a probe's condition or argument over tracepoint tp, with
 * start_* where start): 0, or -1 with the reason in err (160 bytes)
 */
int
dt_rawtp_check(dtrace_hdl_t *dtp, const char *tp, int start, const char *text, char *err)
{
	rt_parser_t ps;
	rt_node_t *n = rt_parse(dtp, &ps, tp, start, text, err);
	int ok = n != NULL && rt_depth(n) < RT_MAXDEPTH;

	if (n != NULL && !ok)
		snprintf(err, 160, "expression too deep");
	rt_free(&ps);
	return ok ? 0 : -1;
}

/*
 * emit text's value into slot 0, then r1; typed by the probe's first
 * tracepoint (rt_probe_ok checked it against each of them)
 */
static void
rt_emit(dtrace_hdl_t *dtp, rt_gen_t *g, const dt_rtprobe_t *e, const char *text)
{
	char err[160], tp[64];
	rt_parser_t ps = { .dtp = dtp };
	rt_node_t *n = rt_tp_nth(e->tp, 0, tp) ?
	    rt_parse(dtp, &ps, tp, e->start != NULL, text, err) : NULL;

	if (n != NULL && rt_depth(n) < RT_MAXDEPTH) {
		rt_gen(g, n, 0);
		emit(g->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, RT_SLOT(0)));
	} else {
		emit(g->ir, BPF_MOV64_IMM(BPF_REG_1, 0));	/* checked when the probe was made */
	}
	rt_free(&ps);
}

/* ---- the provider ---------------------------------------------------------- */

static const dt_rtprobe_t *
rt_entry(const dt_rtprov_t *rt, const dt_probe_t *p)
{
	return p->pdata < (uint64_t)rt->nprobes ? &rt->probes[p->pdata] : NULL;
}

/* is argument a a string in user memory (native "ustring"), copied in by the prologue? */
static int
rt_ustring(const dt_rtprobe_t *e, int a)
{
	return strcmp(e->args[a].native, "ustring") == 0;
}

/* is argument a "@K", translated from argument K (its own value 0)? */
static int
rt_mapped(const dt_rtprobe_t *e, int a)
{
	return e->args[a].expr[0] == '@' && e->args[a].expr[1] >= '0' && e->args[a].expr[1] <= '9';
}

/* can probe e be made on this kernel?  0, or -1 with the reason in err */
static int
rt_probe_ok(dtrace_hdl_t *dtp, const dt_rtprobe_t *e, char *err)
{
	char tp[64];

	dt_type_t *t[RT_MAXPARAMS];

	if (e->start != NULL && rt_tp_params(dtp, e->start, t, RT_MAXPARAMS) < 0) {
		snprintf(err, 160, "this kernel has no raw tracepoint %s", e->start);
		return -1;
	}
	for (int k = 0; rt_tp_nth(e->tp, k, tp); k++) {
		if (e->when != NULL && dt_rawtp_check(dtp, tp, e->start != NULL, e->when, err) != 0)
			return -1;
		for (int i = 0; i < DT_RT_MAXARGS && e->args[i].expr != NULL; i++)
			if (!rt_mapped(e, i) &&
			    dt_rawtp_check(dtp, tp, e->start != NULL, e->args[i].expr, err) != 0)
				return -1;
	}
	return 0;
}

int
dt_rawtp_provide(dtrace_hdl_t *dtp, dt_provider_t *pv, const dt_rtprov_t *rt, const dt_pdesc_t *pd)
{
	if (!dt_gmatch("vmlinux", pd->mod) || !dt_gmatch("", pd->fun))
		return 0;
	for (int i = 0; i < rt->nprobes; i++) {
		const dt_rtprobe_t *e = &rt->probes[i];
		char err[160];

		if (!dt_gmatch(e->name, pd->prb) ||
		    dt_probe_lookup(dtp, pv->name, "vmlinux", "", e->name) != NULL)
			continue;
		if (rt_probe_ok(dtp, e, err) != 0) {
			if (strpbrk(pd->prb, "*?[") == NULL && pd->prb[0] != '\0')
				return dt_set_err(dtp, D_PDESC_INVAL, "%s:::%s is not available on this "
				    "kernel (%s: %s)", pv->name, e->name, e->tp, err);
			continue;	/* a glob leaves it out */
		}
		dt_probe_create(dtp, pv, "vmlinux", "", e->name, rt->kind, (uint64_t)i);
	}
	return 0;
}

int
dt_rawtp_provide_all(dtrace_hdl_t *dtp, dt_provider_t *pv, const dt_rtprov_t *rt)
{
	dt_pdesc_t all = { pv->name, "*", "*", "*" };

	return dt_rawtp_provide(dtp, pv, rt, &all);
}

int
dt_rawtp_args(dtrace_hdl_t *dtp, const dt_rtprov_t *rt, const dt_probe_t *p, dt_argdesc_t *a,
    int max)
{
	const dt_rtprobe_t *e = rt_entry(rt, p);
	int n = 0;

	(void)dtp;
	for (; e != NULL && n < max && n < DT_RT_MAXARGS && e->args[n].expr != NULL &&
	    e->args[n].native[0] != '.'; n++) {
		memset(&a[n], 0, sizeof(a[n]));
		snprintf(a[n].native, sizeof(a[n].native), "%s",
		    rt_ustring(e, n) ? "string" : e->args[n].native);
		if (e->args[n].xlate != NULL)
			snprintf(a[n].xlate, sizeof(a[n].xlate), "%s", e->args[n].xlate);
		a[n].mapping = rt_mapped(e, n) ? e->args[n].expr[1] - '0' : n;
	}
	return n;
}

/* the arguments every enabled probe of rt's tracepoints has (direct loads) */
static int
rt_direct(dtrace_hdl_t *dtp, const dt_rtprov_t *rt)
{
	int direct = RT_MAXPARAMS;

	for (uint32_t i = 1; i < dtp->nprobes; i++) {
		dt_probe_t *p = dtp->probes[i];
		const dt_rtprobe_t *e;
		dt_type_t *t[RT_MAXPARAMS];
		char tp[64];
		int n;

		if (p == NULL || !p->enabled || p->prov->ops != rt->ops || (e = rt_entry(rt, p)) == NULL)
			continue;
		for (int k = 0; rt_tp_nth(e->tp, k, tp); k++)
			if ((n = rt_tp_params(dtp, tp, t, RT_MAXPARAMS)) >= 0 && n < direct)
				direct = n;
		if (e->start != NULL && (n = rt_tp_params(dtp, e->start, t, RT_MAXPARAMS)) >= 0 &&
		    n < direct)
			direct = n;
	}
	return direct;
}

/* the provider's state: its start events' map */
typedef struct rt_state {
	int startmap;		/* dt_<prov>_start's id, 0 if none */
	int strmap;		/* dt_<prov>_str's id (user strings' copies), 0 if none */
} rt_state_t;

/*
 * r1 (a user address) becomes the address of its string copied into this
 * CPU's buffer a of the provider's string map ("" where it cannot be read)
 */
static void
rt_copy_ustring(dtrace_hdl_t *dtp, dt_irbuf_t *ir, int map, int a)
{
	emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_1, RT_SLOT(1)));
	emit(ir, BPF_ST_MEM(BPF_W, BPF_REG_FP, RT_SLOT(0), 0));
	dt_pro_lookup_or_exit(ir, map, RT_SLOT(0));
	emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_0, a * dtp->strsize));
	emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_0, RT_SLOT(0)));
	emit(ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_0));
	emit(ir, BPF_MOV64_IMM(BPF_REG_2, dtp->strlim));
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_FP, RT_SLOT(1)));
	emit(ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_user_str));
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, RT_SLOT(0)));
	emit(ir, BPF_JMP_IMM(BPF_JSGT, BPF_REG_0, 0, 1));
	emit(ir, BPF_ST_MEM(BPF_B, BPF_REG_1, 0, 0));
}

/* free a stable provider's state */
void
dt_rawtp_fini(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	(void)dtp;
	free(pv->state);
	pv->state = NULL;
}

/* does an enabled probe of rt pair with a start event? */
static int
rt_uses_start(dtrace_hdl_t *dtp, const dt_rtprov_t *rt)
{
	for (uint32_t i = 1; i < dtp->nprobes; i++) {
		dt_probe_t *p = dtp->probes[i];
		const dt_rtprobe_t *e;

		if (p != NULL && p->enabled && p->prov->ops == rt->ops &&
		    (e = rt_entry(rt, p)) != NULL && e->start != NULL)
			return 1;
	}
	return 0;
}

/* r1 = the current thread's key in the start map, also at RT_STARTKEY */
static void
rt_start_key(dt_irbuf_t *ir)
{
	emit(ir, BPF_CALL_HELPER(BPF_FUNC_get_current_pid_tgid));
	emit(ir, BPF_MOV32_REG(BPF_REG_0, BPF_REG_0));
	emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_0, RT_STARTKEY));
}

/*
 * A start event (the cookie's DT_CK_RTSTART): remember its time and first
 * two arguments (0 for those its tracepoint has not) for the thread, and
 * end the firing.
 */
static void
rt_pro_start(rt_gen_t *g, int map)
{
	dt_irbuf_t *ir = g->ir;

	ir_note(ir, "a start event: remember its time and arguments for the thread");
	rt_start_key(ir);
	emit(ir, BPF_CALL_HELPER(BPF_FUNC_ktime_get_ns));
	emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_0, RT_START(0)));
	for (int i = 0; i < 2; i++) {
		rt_load_arg(g, i, RT_START(1 + i));
		emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_1, RT_START(1 + i)));
	}
	emit_ldmap(ir, BPF_REG_1, map);
	emit(ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, RT_STARTKEY));
	emit(ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_FP));
	emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, RT_START(0)));
	emit(ir, BPF_MOV64_IMM(BPF_REG_4, BPF_ANY));
	emit(ir, BPF_CALL_HELPER(BPF_FUNC_map_update_elem));
	emit(ir, BPF_MOV64_IMM(BPF_REG_0, 0));
	emit(ir, BPF_EXIT_INSN());
}

void
dt_rawtp_pro_id(dtrace_hdl_t *dtp, dt_irbuf_t *ir, const dt_rtprov_t *rt)
{
	rt_gen_t g = { dtp, ir, rt_direct(dtp, rt) };
	rt_state_t *st = dt_provider_state(dtp, rt->ops, sizeof(rt_state_t));

	dt_pro_id_cookie(dtp, ir);
	if (rt_uses_start(dtp, rt)) {
		int probe = ir_label(ir);
		char name[48];

		if (st->startmap == 0) {
			snprintf(name, sizeof(name), "dt_%s_start", rt->ops->name);
			st->startmap = dt_map_add(dtp, name, BPF_MAP_TYPE_LRU_HASH, 8, 24,
			    RT_STARTS, 0);
		}
		int record = ir_label(ir);

		for (int i = 0; i < 3; i++)
			emit_c(ir, BPF_ST_MEM(BPF_DW, BPF_REG_FP, RT_START(i), 0),
			    i == 0 ? "no start event yet" : NULL);
		emit_jmp(ir, BPF_JMP_IMM(BPF_JSET, BPF_REG_9, DT_CK_RTSTART, 0), record);
		emit_jmp(ir, BPF_JMP_A(0), probe);
		ir_place(ir, record);
		rt_pro_start(&g, st->startmap);
		ir_place(ir, probe);
	}
	for (uint32_t i = 1; i < dtp->nprobes; i++) {
		dt_probe_t *p = dtp->probes[i];
		const dt_rtprobe_t *e;
		int skip;

		if (p == NULL || !p->enabled || p->prov->ops != rt->ops ||
		    (e = rt_entry(rt, p)) == NULL || (e->when == NULL && e->start == NULL))
			continue;
		skip = ir_label(ir);
		ir_note(ir, "%s:::%s when %s", p->prov->name, p->name,
		    e->when != NULL ? e->when : "its start event was seen");
		emit_jmp(ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_7, (int)p->id, 0), skip);
		if (e->start != NULL) {
			/* the thread's start event, or no firing */
			rt_start_key(ir);
			dt_pro_lookup_or_exit(ir, st->startmap, RT_STARTKEY);
			for (int k = 0; k < 3; k++) {
				emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, 8 * k));
				emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_1, RT_START(k)));
			}
		}
		if (e->when != NULL) {
			rt_emit(dtp, &g, e, e->when);
			emit_jmp(ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_1, 0, 0), skip);
			emit(ir, BPF_MOV64_IMM(BPF_REG_0, 0));
			emit(ir, BPF_EXIT_INSN());
		}
		ir_place(ir, skip);
	}
}

void
dt_rawtp_pro_args(dtrace_hdl_t *dtp, dt_irbuf_t *ir, const dt_rtprov_t *rt)
{
	rt_gen_t g = { dtp, ir, rt_direct(dtp, rt) };
	rt_state_t *st = dt_provider_state(dtp, rt->ops, sizeof(rt_state_t));
	int done = ir_label(ir);

	if (!dt_pro_args_zero(dtp, ir))
		return;
	for (uint32_t i = 1; i < dtp->nprobes; i++) {
		dt_probe_t *p = dtp->probes[i];
		const dt_rtprobe_t *e;
		int next;

		if (p == NULL || !p->enabled || p->prov->ops != rt->ops || (e = rt_entry(rt, p)) == NULL)
			continue;
		next = ir_label(ir);
		emit_jmp(ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_7, (int)p->id, 0), next);
		for (int a = 0; a < DT_RT_MAXARGS && e->args[a].expr != NULL; a++) {
			if (!DT_ARGMASK_HAS(dtp, a))
				continue;
			ir_note(ir, "%s:::%s arg%d = %s", p->prov->name, p->name, a, e->args[a].expr);
			if (rt_mapped(e, a)) {
				emit(ir, BPF_ST_MEM(BPF_DW, BPF_REG_8, DT_MS_ARGSLOT(dtp, a), 0));
				continue;
			}
			rt_emit(dtp, &g, e, e->args[a].expr);
			if (rt_ustring(e, a)) {
				char name[48];

				if (st->strmap == 0) {
					snprintf(name, sizeof(name), "dt_%s_str", rt->ops->name);
					st->strmap = dt_map_add(dtp, name, BPF_MAP_TYPE_PERCPU_ARRAY, 4,
					    DT_RT_MAXARGS * dtp->strsize, 1, 0);
				}
				rt_copy_ustring(dtp, ir, st->strmap, a);
			}
			emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_1, DT_MS_ARGSLOT(dtp, a)));
		}
		emit_jmp(ir, BPF_JMP_A(0), done);
		ir_place(ir, next);
	}
	ir_place(ir, done);
}

/* attach the program to raw tracepoint tp with cookie ck (a probe of pv or its start event) */
static int
rt_open(dtrace_hdl_t *dtp, dt_provider_t *pv, const char *what, const char *tp, int prog_fd,
    uint64_t ck)
{
	if (dt_raw_tracepoint_attach(dtp, tp, prog_fd, ck) != 0)
		return dt_set_err(dtp, D_UNKNOWN, "cannot attach %s:::%s to raw tracepoint %s: %s",
		    pv->name, what, tp, strerror(errno));
	return 0;
}

/*
 * Attach in the order of the table, not of the probe ids, so that probes
 * on one tracepoint fire in DTrace's order (the kernel calls a
 * tracepoint's programs in the order they were attached): proc:::start
 * before lwp-start, lwp-exit before exit.
 */
int
dt_rawtp_attach(dtrace_hdl_t *dtp, dt_provider_t *pv, const dt_rtprov_t *rt, struct dt_program *pgp)
{
	int prog_fd = pgp->progs[dt_pkind_index(rt->kind)].fd;
	const char *starts[16];
	int nstarts = 0;

	if (prog_fd < 0)
		return 0;
	for (int ei = 0; ei < rt->nprobes; ei++) {
		const dt_rtprobe_t *e = &rt->probes[ei];

		for (uint32_t i = 1; i < dtp->nprobes; i++) {
			dt_probe_t *p = dtp->probes[i];
			char tp[64];
			int seen = 0;

			if (p == NULL || !p->enabled || p->prov != pv || rt_entry(rt, p) != e)
				continue;
			for (int t = 0; rt_tp_nth(e->tp, t, tp); t++)
				if (rt_open(dtp, pv, p->name, tp, prog_fd, DT_COOKIE(p->id, 0)) != 0)
					return -1;
			/* each start event once, whatever the probes that pair with it */
			for (int k = 0; e->start != NULL && k < nstarts; k++)
				seen |= strcmp(starts[k], e->start) == 0;
			if (e->start != NULL && !seen && nstarts < 16) {
				starts[nstarts++] = e->start;
				if (rt_open(dtp, pv, p->name, e->start, prog_fd,
				    DT_COOKIE(0, DT_CK_RTSTART)) != 0)
					return -1;
			}
		}
	}
	return 0;
}
