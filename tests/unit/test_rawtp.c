/*
 * test_rawtp.c: unit tests for the expressions of the stable providers
 * (dt_rawtp.c): a probe's condition and arguments over a raw tracepoint's
 * arguments, checked against BTF.  The BTF is built here with libbpf (a
 * struct task_struct, a struct sock_common inside a struct sock, and the
 * btf_trace_<name> prototypes of three tracepoints), so the tests need no
 * kernel: what parses, and the message of each kind of error.
 */
#include <stdio.h>
#include <string.h>
#include <bpf/btf.h>

#include "dt_impl.h"
#include "unit.h"
#include "dt_front.h"
#include "dt_rawtp.h"

dtrace_hdl_t *dt_handle_create(void);

static dtrace_hdl_t *g_dtp;

/* check text over tracepoint tp: "ok", or the error's message */
static const char *
check(const char *tp, int start, const char *text)
{
	static char err[160];

	if (dt_rawtp_check(g_dtp, tp, start, text, err) == 0)
		return "ok";
	return err;
}

/* btf_trace_<name>: a pointer to a prototype (void *, params...) */
static void
add_tp(struct btf *btf, const char *name, int vptr, const int *params, int n)
{
	int proto = btf__add_func_proto(btf, 0);
	char tname[64];

	btf__add_func_param(btf, "__data", vptr);
	for (int i = 0; i < n; i++)
		btf__add_func_param(btf, "", params[i]);
	snprintf(tname, sizeof(tname), "btf_trace_%s", name);
	btf__add_typedef(btf, tname, btf__add_ptr(btf, proto));
}

int
main(void)
{
	struct btf *btf = btf__new_empty();
	int iint, ulong, uchar, ichar, vptr, task, ptask, comm, sc, sock, psock, pchar, pregs, regs;
	int p1[2], p2[3], p3[2];

	iint = btf__add_int(btf, "int", 4, BTF_INT_SIGNED);
	ulong = btf__add_int(btf, "long unsigned int", 8, 0);
	uchar = btf__add_int(btf, "unsigned char", 1, 0);
	ichar = btf__add_int(btf, "char", 1, BTF_INT_SIGNED | BTF_INT_CHAR);
	vptr = btf__add_ptr(btf, 0);
	comm = btf__add_array(btf, iint, ichar, 16);
	task = btf__add_struct(btf, "task_struct", 32);
	btf__add_field(btf, "pid", iint, 0, 0);
	btf__add_field(btf, "tgid", iint, 32, 0);
	btf__add_field(btf, "comm", comm, 64, 0);
	btf__add_field(btf, "flags", iint, 192, 3);	/* a bit-field */
	ptask = btf__add_ptr(btf, task);
	pchar = btf__add_ptr(btf, uchar);
	sc = btf__add_struct(btf, "sock_common", 8);
	btf__add_field(btf, "skc_state", uchar, 0, 0);
	sock = btf__add_struct(btf, "sock", 24);
	btf__add_field(btf, "__sk_common", sc, 0, 0);
	btf__add_field(btf, "sk_owner", ptask, 64, 0);
	btf__add_field(btf, "head", pchar, 128, 0);
	psock = btf__add_ptr(btf, sock);
	regs = btf__add_struct(btf, "pt_regs", 8);
	btf__add_field(btf, "orig_ax", ulong, 0, 0);
	pregs = btf__add_ptr(btf, regs);
	p1[0] = ptask, p1[1] = ptask;
	add_tp(btf, "fork", vptr, p1, 2);
	p2[0] = psock, p2[1] = iint, p2[2] = iint;
	add_tp(btf, "set_state", vptr, p2, 3);
	p3[0] = pregs, p3[1] = ulong;
	add_tp(btf, "exit", vptr, p3, 2);

	g_dtp = dt_handle_create();
	UT_CHECK(g_dtp != NULL);
	dt_btf_set(g_dtp, btf);

	/* what parses */
	UT_EQ_STR(check("fork", 0, "arg1"), "ok");
	UT_EQ_STR(check("fork", 0, "arg1->pid == arg1->tgid"), "ok");
	UT_EQ_STR(check("fork", 0, "arg0->pid != arg1->pid && !(arg1->tgid < 0)"), "ok");
	UT_EQ_STR(check("fork", 0, "arg1->comm"), "ok");
	UT_EQ_STR(check("fork", 0, "arg1->flags & 3"), "ok");
	UT_EQ_STR(check("fork", 0, "curthread->pid"), "ok");
	UT_EQ_STR(check("fork", 0, "timestamp - 5"), "ok");
	UT_EQ_STR(check("fork", 0, "arg1->pid > 0 ? arg1->pid : -arg1->pid"), "ok");
	UT_EQ_STR(check("fork", 0, "~arg1->tgid | 0x10"), "ok");
	UT_EQ_STR(check("set_state", 0, "arg0->__sk_common.skc_state == 2 || arg2 >= 3"), "ok");
	UT_EQ_STR(check("set_state", 0, "arg0->sk_owner->comm"), "ok");
	UT_EQ_STR(check("set_state", 0, "*(uint8_t *)(arg0->head + 9) == 6"), "ok");
	UT_EQ_STR(check("set_state", 0, "(struct task_struct *)0"), "ok");
	UT_EQ_STR(check("set_state", 0, "(uintptr_t)arg0"), "ok");
	UT_EQ_STR(check("exit", 0, "(arg0->orig_ax == 59 || arg0->orig_ax == 322) && arg1 < 0"), "ok");
	UT_EQ_STR(check("exit", 1, "start_arg0 == (uint64_t)arg1 && timestamp - start_ts > 0"), "ok");

	/* errors */
	UT_EQ_STR(check("nosuch", 0, "arg0"), "this kernel has no raw tracepoint nosuch");
	UT_EQ_STR(check("fork", 0, "arg2"), "the tracepoint has no arg2");
	UT_EQ_STR(check("fork", 0, "arg1->nosuch"), "struct task_struct has no member nosuch");
	UT_EQ_STR(check("fork", 0, "arg1.pid"), "pid of something that is not a struct");
	UT_EQ_STR(check("fork", 0, "arg1->pid->tgid"),
	    "tgid of something that is not a struct pointer");
	UT_EQ_STR(check("fork", 0, "*arg1->pid"), "operand of unary * is not a pointer to a scalar");
	UT_EQ_STR(check("fork", 0, "-arg1->comm"), "operand of unary - is not a scalar");
	UT_EQ_STR(check("fork", 0, "start_ts"), "start_ts without a start event");
	UT_EQ_STR(check("fork", 0, "(struct nosuch *)arg1"), "unknown type struct nosuch");
	UT_EQ_STR(check("fork", 0, "(arg1->pid"), "expected ')'");
	UT_EQ_STR(check("fork", 0, "arg1->pid ?"), "expected an operand");
	UT_EQ_STR(check("fork", 0, "arg1 ? 1 2"), "expected ':'");
	UT_EQ_STR(check("fork", 0, "arg1 arg0"), "unexpected text at \"arg0\"");
	UT_EQ_STR(check("fork", 0, "pid"), "unknown name pid");
	UT_EQ_STR(check("fork", 0, "1 + (1 + (1 + (1 + (1 + (1 + (1 + (1 + (1 + (1 + (1 + (1 + (1 + "
	    "(1 + (1 + (1 + (1 + 1))))))))))))))))"), "expression too deep");

	dtrace_close(g_dtp);
	return ut_finish("rawtp");
}
