/*
 * dt_provider.h: the provider interface.
 *
 * A provider is one file (lib/providers/dt_prov_<name>.c) that exports one
 * table of operations, a dt_provops_t, and nothing else the rest of the
 * library names.  The registry (lib/providers/dt_registry.c) is the only
 * place that lists the providers; the checker, code generator, linker,
 * loader, consumer and stack printer reach a provider only through its
 * table:
 *
 *   probes       provide / provide_all create (lazily) the probes that a
 *                description matches, or all of them for dtrace -l;
 *                args describes a probe's arguments (native type,
 *                translated type, which native argument each maps from);
 *                attr_desc / attr_args are its stability attributes.
 *   programs     kinds: the program kinds its probes need (one BPF program
 *                per kind with enabled probes, shared by all of them).  A
 *                kind gives the program type, the kind's part of the
 *                prologue (how the probe id, flags and arguments reach the
 *                clauses), how its program is loaded (one copy, or the
 *                provider's own copies), and the tracer frames of its
 *                firing path that stackdepth and caller skip.
 *   enabling     enable says whether the enabled probes can run on this
 *                kernel (and why not) before anything is created; attach
 *                attaches the loaded programs to its enabled probes (the
 *                attachments' descriptors are closed by the library, see
 *                dt_add_attach_fd); fire runs a probe from the consumer
 *                (dtrace:::BEGIN and END); follow re-reads an
 *                instance's process after an exec or a library load
 *                while tracing (dt_follow.c), and attach then attaches
 *                what is new.
 *   state        a provider's per-handle state is its own (dt_provider_t's
 *                state, made on first use, freed by fini); its maps are
 *                registered in the program's map table (dt_map_add) from
 *                its prologue, so loading and closing make and free them.
 *   stacks       tracer_frames: prefixes of the kernel functions its
 *                probes fire through, which stack() leaves out.
 *
 * Instance providers (ops->instances): the provider's name carries a
 * process id, pid1234 or python1234 (also after $target expansion).  The
 * registry makes one dt_provider_t per (provider, process) the first time
 * a description names it, with its own state (ops->instance); a glob over
 * provider names (pid*) matches the instances that exist.  An instance
 * provider whose prefix is not fixed (usdt: python1234, myapp1234, any
 * provider an object's notes name) has ops->owns, which says whether a
 * name with a process id is one of its instances; the name (not only the
 * process) then tells its instances apart.  Fixed prefixes are asked first,
 * so pid1234 stays pid's.  Such a provider may also make, for a glob
 * over provider names (python*), instances for every process
 * (ops->globnames; pid DT_PID_ANY, named by the provider alone).
 *
 * The prologue contract (dt_link.c): a kind's pro_id runs first, with the
 * BPF context in r6; it sets r7 = probe id and r9 = the probe's flags (the
 * high half of its cookie, DT_CK_*), or returns 0 from the program for a
 * firing that is not ours.  pro_args runs after mstate (r8) is set up and
 * fills its argument words (DT_MS_ARGS, and dtp->prog->ms_xargs for
 * args[10..]), reading only those the program uses (dtp->prog->argmask).
 * r6..r9 must be kept; r0..r5 and the stack below fp-16 are free.
 */
#ifndef DT_PROVIDER_H
#define DT_PROVIDER_H

#include <stddef.h>
#include <stdint.h>

struct dtrace_hdl;
struct dt_probe;
struct dt_program;
struct dt_bprog;
struct dt_irbuf;
struct dt_pdesc;
struct dt_provider;

/* one argument of a probe: args[i] */
typedef struct dt_argdesc {
	char native[64];	/* the C type of the native argument */
	char xlate[64];		/* the type args[i] has after translation, "" for none */
	int mapping;		/* the native argument args[i] is translated from */
} dt_argdesc_t;

/* a kind of BPF program: probes of a kind share one program */
typedef struct dt_progkind {
	const char *name;	/* the program's name ("dt_<name>") and messages */
	const char *heading;	/* dtrace -S: "BPF program for <heading> probes" */
	int progtype;		/* enum bpf_prog_type */
	int always_on;		/* runs after exit() too (the dtrace provider's probes) */
	/* prologue: r7 = probe id, r9 = flags, from the context in r6 */
	void (*pro_id)(struct dtrace_hdl *, struct dt_irbuf *);
	/* prologue: the arguments the program reads, into mstate (r8) */
	void (*pro_args)(struct dtrace_hdl *, struct dt_irbuf *);
	/*
	 * end of the prologue (may be NULL): it may end the firing (clearing
	 * mstate's busy word, returning 0), or run another probe's firing
	 * deferred to this one: set r7, mstate's probe, args and timestamp to
	 * that firing's and jump to label defer, where its clauses run and
	 * then pro_id (which may give 0: no firing of its own) and the rest
	 * of the prologue run again for this firing.  That second pro_id
	 * runs with the firing marked busy: it must end one by r7 = 0, never
	 * by returning.  Returns 1 if the code may jump to defer.
	 */
	int (*pro_defer)(struct dtrace_hdl *, struct dt_irbuf *, int defer);
	/* load the kind's program; NULL: one copy of progtype */
	int (*load)(struct dtrace_hdl *, struct dt_program *, struct dt_bprog *);
	/* stackdepth, caller: the kernel functions of the firing path */
	const char *const *tracer_funcs;	/* NULL-terminated */
	int tracer_modules;	/* our programs (and trampolines) are frames on top */
	/*
	 * stackdepth, caller: code in a clause function (its mstate pointer
	 * at fp + fpms; r0..r5 free) that stores at mstate + off the range
	 * [lo, hi) of a tracer function that depends on the probe, or 0, 0
	 */
	void (*tracer_range)(struct dtrace_hdl *, struct dt_irbuf *, int fpms, int off);
} dt_progkind_t;

typedef struct dt_provops {
	const char *name;	/* the provider's name; an instance provider's prefix */
	int instances;		/* names carry a process id: <name><pid> */
	const char *attr_desc;	/* stability of its probe descriptions */
	const char *attr_args;	/* and of its arguments ("Evolving/Evolving/Common") */
	const dt_progkind_t *const *kinds;	/* NULL-terminated */
	const char *const *tracer_frames;	/* stack(): prefixes left out; NULL-terminated */

	/* create (lazily) every probe that pd matches; -1 on error */
	int (*provide)(struct dtrace_hdl *, struct dt_provider *, const struct dt_pdesc *pd);
	/* create every probe, for dtrace -l with no description */
	int (*provide_all)(struct dtrace_hdl *, struct dt_provider *);
	/* a probe's arguments: how many (at most max), -1 on error */
	int (*args)(struct dtrace_hdl *, const struct dt_probe *, dt_argdesc_t *, int max);
	/*
	 * an instance provider without a fixed prefix: is name (prefix, then
	 * process id pid) one of its instances?  NULL: the prefix is ops->name
	 */
	int (*owns)(struct dtrace_hdl *, const char *name, int pid);
	/*
	 * and for a glob over provider names that starts with a name's first
	 * letters (python*): the names, into names[max], of the instances for
	 * every process (pid DT_PID_ANY) that it selects; how many
	 */
	int (*globnames)(struct dtrace_hdl *, const char *pattern, char (*names)[64], int max);
	/* an instance provider's new instance (prov->pid set): its state; -1 on error */
	int (*instance)(struct dtrace_hdl *, struct dt_provider *);
	/* can its enabled probes run here?  -1 with the reason set if not */
	int (*enable)(struct dtrace_hdl *, struct dt_provider *, struct dt_program *);
	/* attach the loaded programs to its enabled probes */
	int (*attach)(struct dtrace_hdl *, struct dt_provider *, struct dt_program *);
	/* fire one of its probes from the consumer (BEGIN, END) */
	int (*fire)(struct dtrace_hdl *, struct dt_provider *, struct dt_probe *);
	/* free its state */
	void (*fini)(struct dtrace_hdl *, struct dt_provider *);
	/*
	 * an instance provider that follows its process (dt_follow.c): after
	 * an exec (DT_FOLLOW_EXEC: its modules become the new image's, the
	 * links on the old ones are closed) or a library load (DT_FOLLOW_LOAD:
	 * the newly mapped modules are added); its attach op then attaches
	 * the enabled probes of the modules not attached yet.  -1 on error
	 */
	int (*follow)(struct dtrace_hdl *, struct dt_provider *, int event);
} dt_provops_t;

enum { DT_FOLLOW_EXEC = 1, DT_FOLLOW_LOAD = 2 };

/* an instance's pid: every process (probes on the files themselves) */
#define DT_PID_ANY	(-1)

/* a provider of a handle: one per registered provider, and per instance */
typedef struct dt_provider {
	const dt_provops_t *ops;
	char *name;		/* "syscall", "pid1234" */
	int pid;		/* an instance's process, 0 otherwise */
	void *state;		/* the provider's own */
	struct dt_provider *next;	/* the handle's list, in registry order */
} dt_provider_t;

/*
 * The registry (lib/providers/dt_registry.c).  Its functions are declared
 * here, in the shared interface, and defined in the provider layer: the
 * table of providers and of their program kinds is built from the
 * providers' ops, so it lives with them, while the layers below need
 * only to ask it what the interface describes (how many program kinds,
 * each kind's shape, whether a frame is the tracer's, whether a name is a
 * built-in provider).  The probe table (lib/providers/dt_probe.c) answers
 * the front end's two questions the same way: which probes a description
 * matches (a clause's probes) and a probe's argument descriptors (args[]).
 * These lookups, and the ops' function pointers, are the only calls that
 * go up the layers (a link-time reference, not an include;
 * tools/check-layers.sh).  Passing the kinds to the back end in
 * the program object instead would copy a static table into every
 * program for no gain.
 */
#define DT_MAXPKINDS	16
void dt_provs_init(struct dtrace_hdl *);
void dt_provs_fini(struct dtrace_hdl *);
int dt_provider_register(struct dtrace_hdl *, const dt_provops_t *);
dt_provider_t *dt_provider_of(struct dtrace_hdl *, const dt_provops_t *);
void *dt_provider_state(struct dtrace_hdl *, const dt_provops_t *, size_t size);
int dt_provider_builtin(struct dtrace_hdl *, const char *name);
int dt_provider_match(struct dtrace_hdl *, const char *pattern,
    int (*cb)(struct dtrace_hdl *, dt_provider_t *, void *), void *arg);
int dt_npkinds(void);
const dt_progkind_t *dt_pkind(int i);
int dt_pkind_index(const dt_progkind_t *);
int dt_tracer_frame(const char *sym, const char *mod);
/* the probe table's lookups (dt_probe.c) */
int dt_probe_match(struct dtrace_hdl *, const struct dt_pdesc *,
    int (*cb)(struct dtrace_hdl *, struct dt_probe *, void *), void *arg);
int dt_probe_args(struct dtrace_hdl *, struct dt_probe *, const dt_argdesc_t **argsp);
/*
 * the program kinds (a bit per kind index) of the instances the
 * description names that follow their processes (dt_follow.c): a clause
 * with such a description may gain probes of those kinds while tracing
 */
unsigned dt_probe_follows(struct dtrace_hdl *, const struct dt_pdesc *);
/* probe id as a full dtrace -l numbers them (every provider's probes made), or NULL */
struct dt_probe *dt_probe_byid(struct dtrace_hdl *, int64_t id);

#endif /* DT_PROVIDER_H */
