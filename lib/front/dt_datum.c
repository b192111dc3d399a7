/*
 * dt_datum.c: the layout of stacks and symbols as data, part of the record
 * description: which kind of datum an expression records (dt_node_dkind)
 * and how many bytes it takes (dt_datum_size).  The checker lays out
 * records and aggregation keys with them, the code generator writes the
 * data to match, and the consumer (lib/runtime/dt_stack.c) reads it back;
 * so they sit in the front end, the lowest layer that uses them.  A stack
 * takes DT_STACK_TRACER_FRAMES more frames than asked for: the tracing
 * machinery's own, left out when printing.
 */
#include "dt_impl.h"
#include "dt_front.h"

/* the dkind of an expression: a call of stack(), ustack(), func(), ... */
dt_dkind_t
dt_node_dkind(const dt_node_t *n)
{
	if (n == NULL || n->kind != DT_NODE_CALL || n->idkind != DT_IDENT_FUNC)
		return DT_DK_PLAIN;
	switch ((dt_func_t)n->ival) {
	case DT_FN_STACK: return DT_DK_STACK;
	case DT_FN_USTACK: case DT_FN_JSTACK: return DT_DK_USTACK;
	case DT_FN_FUNC: case DT_FN_SYM: return DT_DK_SYM;
	case DT_FN_MOD: return DT_DK_MOD;
	case DT_FN_UFUNC: case DT_FN_USYM: return DT_DK_USYM;
	case DT_FN_UMOD: return DT_DK_UMOD;
	case DT_FN_UADDR: return DT_DK_UADDR;
	default: return DT_DK_PLAIN;
	}
}

/* bytes of a datum: stacks of nframes frames, symbols */
int
dt_datum_size(dtrace_hdl_t *dtp, dt_dkind_t dk, int nframes)
{
	switch (dk) {
	case DT_DK_STACK: return 8 * (nframes + DT_STACK_TRACER_FRAMES);
	case DT_DK_USTACK: return 8 * (1 + nframes);
	case DT_DK_SYM: case DT_DK_MOD: return 8;
	case DT_DK_USYM: case DT_DK_UMOD: case DT_DK_UADDR: return 16;
	default: return 8;
	}
}
