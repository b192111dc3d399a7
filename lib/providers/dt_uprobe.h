/*
 * dt_uprobe.h: uprobes, the mechanism of the user-space providers (pid
 * now, USDT later): one program kind and the attachment of a set of
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
} dt_uprobe_set_t;

/* attach the uprobe kind's program prog_fd to the set; -1 with the error set */
int dt_uprobe_attach(dtrace_hdl_t *, int prog_fd, const dt_uprobe_set_t *);
#endif /* DT_UPROBE_H */
