/*
 * dt_cg.h: the code generator's interface to the rest of the library:
 * function symbols, the runtime routines, linking (the instruction buffer
 * is dt_ir.h's).
 */
#ifndef DT_CG_H
#define DT_CG_H

#include "dt_impl.h"
#include "dt_ir.h"

/*
 * Function symbols for bpf-to-bpf calls: strcmp (dt_link.c), the runtime
 * routines of subroutines (dt_rt.c), the ERROR dispatcher (dt_link.c), then
 * the clause functions and their ERROR-path copies.
 */
enum {
	DT_SYM_STRCMP = 1,
	DT_SYM_STRLEN, DT_SYM_STRJOIN, DT_SYM_SUBSTR, DT_SYM_SEARCH, DT_SYM_STRSTR, DT_SYM_STRCHR,
	DT_SYM_STRTOK, DT_SYM_CASE, DT_SYM_PATHNAME, DT_SYM_CLEANPATH, DT_SYM_LLTOSTR,
	DT_SYM_INET, DT_SYM_PROGENY,
	DT_SYM_ERROR,
	DT_SYM_DPATH, DT_SYM_EXECARGS, DT_SYM_LINK,
	DT_SYM_NRT, DT_SYM_CLAUSE0 = 100,
	DT_SYM_ECLAUSE0 = 1 << 20	/* ERROR-path copies of clauses */
};

int dt_func_starts(const struct bpf_insn *, int n, int *starts);

/*
 * Runtime routines (dt_rt.c): global BPF functions, verified once each
 * whatever the number of calls.  dt_rt_gen appends the code of routine sym
 * to ir (its own calls to other routines are in ir->calls); dt_rt_name and
 * dt_rt_params describe it for the program's BTF: a parameter is S, a
 * pointer to strsize bytes, or I, a 64-bit integer; the result is a long.
 */
void dt_rt_gen(dtrace_hdl_t *, int sym, dt_irbuf_t *);
const char *dt_rt_name(int sym);
const char *dt_rt_params(int sym);
/* whether the kernel's BTF has the structures routine sym walks */
int dt_rt_kernel_ok(dtrace_hdl_t *, int sym);

/* link the program of one probe kind: prologue + clauses + runtime */
void dt_cg_link(dtrace_hdl_t *, struct dt_program *, int kind);
/* prologues: r0 = map[key at fp+fpoff]; return 0 from the program if there is none */
void dt_pro_lookup_or_exit(dt_irbuf_t *, int map, int fpoff);

/* kernel structure offsets needed by built-in variables (from BTF) */
typedef struct dt_btf_off {
	int real_parent;	/* struct task_struct */
	int tgid;
} dt_btf_off_t;
const dt_btf_off_t *dt_btf_task_offsets(dtrace_hdl_t *);

#endif
