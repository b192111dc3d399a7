/*
 * dt_cg.h: the code generator's instruction buffers and linker interface.
 */
#ifndef DT_CG_H
#define DT_CG_H

#include "dt_impl.h"

/* function symbols for bpf-to-bpf calls */
enum { DT_SYM_STRCMP = 1, DT_SYM_ERROR, DT_SYM_NRT, DT_SYM_CLAUSE0 = 100,
       DT_SYM_ECLAUSE0 = 1 << 20 };	/* ERROR-path copies of clauses */

typedef struct dt_irbuf {
	struct bpf_insn *ins;
	char **cmt;		/* -S annotation per instruction (or NULL) */
	int n, cap;
	int *labels;
	int nlabels;
	struct { int idx, label; } *fixes;
	int nfixes;
	struct { int idx, sym; } *calls;
	int ncalls;
} dt_irbuf_t;

int dt_ir_emit(dt_irbuf_t *, struct bpf_insn, const char *cmt);
int dt_ir_label(dt_irbuf_t *);
void dt_ir_place(dt_irbuf_t *, int label);
int dt_ir_jump(dt_irbuf_t *, struct bpf_insn, int label, const char *cmt);
int dt_ir_call(dt_irbuf_t *, int sym, const char *cmt);
void dt_ir_resolve(dt_irbuf_t *);
void dt_ir_free(dt_irbuf_t *);

/* link the program of one probe kind: prologue + clauses + runtime */
void dt_cg_link(dtrace_hdl_t *, struct dt_program *, dt_pkind_t);

/* kernel structure offsets needed by built-in variables (from BTF) */
typedef struct dt_btf_off {
	int real_parent;	/* struct task_struct */
	int tgid;
} dt_btf_off_t;
const dt_btf_off_t *dt_btf_task_offsets(dtrace_hdl_t *);

#endif
