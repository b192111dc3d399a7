/*
 * dt_uprobe.h: uprobes, the mechanism of the user-space providers (pid
 * and USDT): one program kind and the attachment of a set of
 * places in one file (dt_uprobe.c).
 */
#ifndef DT_UPROBE_H
#define DT_UPROBE_H

#include <stdint.h>
#include "dt_impl.h"

/* the program kind "uprobe": id and flags from the cookie, arguments from pt_regs */
extern const dt_progkind_t dt_uprobe_kind;
/* stack(): the kernel's frames of a uprobe's firing (an instance provider's tracer_frames) */
extern const char *const dt_uprobe_frames[];

/*
 * for other uprobe kinds (USDT's, whose prologue reads its arguments its own
 * way): the loader (for uprobe_multi links where the kernel has them) and
 * the kernel functions a uprobe fires through (stackdepth, caller)
 */
struct dt_bprog;
int dt_uprobe_load(dtrace_hdl_t *, struct dt_program *, struct dt_bprog *);
/* the expected attach type of a program for dt_uprobe_attach (0 or uprobe_multi's) */
int dt_uprobe_eatype(void);
extern const char *const dt_uprobe_funcs[];

/* the attachments one owner made (an instance's, to close them on an exec) */
typedef struct dt_ulinks {
	int *fds;
	int n, cap;
} dt_ulinks_t;

/* close them (and take them off the library's list), and free the list */
void dt_ulinks_close(dtrace_hdl_t *, dt_ulinks_t *);

/* uprobes at n places of one file, each firing the program with its cookie */
typedef struct dt_uprobe_set {
	const char *path;		/* the file (an executable or shared object) */
	int ret;			/* return probes (uretprobes) at function entries */
	int pid;			/* fire only in this process; 0: in every one */
	int n;
	const uint64_t *offsets;	/* file offsets */
	const uint64_t *cookies;	/* DT_COOKIE(probe id, flags) */
	const uint64_t *refctr;		/* semaphores' file offsets (USDT), or NULL */
	const char *what;		/* for messages: "pid1234:libc.so.6" */
	uint8_t *refused;		/* if not NULL: set to 1 for each place whose
					 * instruction the kernel cannot probe (the rest
					 * are attached); if NULL such a place is an error */
	dt_ulinks_t *links;		/* if not NULL: the attachments are added to it */
} dt_uprobe_set_t;

/* one executable mapping of a file in a process (/proc/PID/maps) */
typedef struct dt_umap {
	char *path;		/* the file ("(deleted)" taken off) */
	int exe;		/* the process's executable */
	uint64_t start, end, off;	/* its addresses and file offset */
	uint64_t ino;		/* the file's inode number */
} dt_umap_t;

/*
 * cb for each executable file mapping of process pid, in address order,
 * until it returns non-zero; -1 with errno if the process cannot be read
 */
int dt_uprobe_maps(int pid, int (*cb)(void *, const dt_umap_t *), void *arg);

/* has process pid exited (it is gone, or a zombie)? */
int dt_uprobe_exited(int pid);

/*
 * the error (D_PROC_GRAB) of a process whose mappings could not be read
 * (err: dt_uprobe_maps's errno), or that maps nothing (err 0: it is exiting)
 */
int dt_uprobe_grab_err(dtrace_hdl_t *, int pid, int err);

/*
 * attach the uprobe kind's program prog_fd to the set; -1 with the error
 * set (0 if the set's process has exited meanwhile: nothing is attached)
 */
int dt_uprobe_attach(dtrace_hdl_t *, int prog_fd, const dt_uprobe_set_t *);
#endif /* DT_UPROBE_H */
