/*
 * dt_uobj.h: one ELF object of user space (an executable or a shared
 * object) as dt_uobj.c reads it: its load segments and its function
 * symbols.  The pid provider names and places its probes with it; the
 * consumer's user symbols (lib/runtime/dt_usyms.c) keep one per mapped
 * file and look addresses up in it.
 */
#ifndef DT_UOBJ_H
#define DT_UOBJ_H

#include <stddef.h>
#include <stdint.h>
#include "dt_impl.h"

typedef struct dt_usym {
	uint64_t value;		/* the object's virtual address */
	uint64_t size;
	const char *name;	/* into the object's string pool */
	unsigned char type, bind;
} dt_usym_t;

#define DT_BID_MAX	20	/* the kernel's BUILD_ID_SIZE_MAX (struct bpf_stack_build_id) */

typedef struct dt_useg {	/* a PT_LOAD segment */
	uint64_t vaddr, off, filesz, memsz;
} dt_useg_t;

struct dt_uobj {
	char *path;
	const char *base;	/* basename of path */
	uint64_t dev, ino;	/* the users' keys (dt_usyms.c) */
	int failed;		/* could not be read: no symbols, no segments */
	int etype;		/* ET_EXEC, ET_DYN */
	int has_btf;		/* a .BTF section (gcc -gbtf): prototypes */
	unsigned char bid[DT_BID_MAX];	/* its GNU build id, zero-padded (all 0: none) */
	dt_usym_t *syms;	/* sorted by value, one (the preferred) per address */
	size_t nsyms;
	dt_usym_t *aliases;	/* the other names of functions at those addresses */
	size_t naliases;
	char *strpool;
	dt_useg_t *segs;
	int nsegs;
	struct dt_uobj *next;	/* the users' lists */
};

dt_uobj_t *dt_uobj_open(const char *path);
void dt_uobj_close(dt_uobj_t *);
int dt_uobj_off2vaddr(const dt_uobj_t *, uint64_t off, uint64_t *vaddrp);
int dt_uobj_vaddr2off(const dt_uobj_t *, uint64_t vaddr, uint64_t *offp);
int dt_uobj_lookup(const dt_uobj_t *, uint64_t vaddr, const char **namep, uint64_t *valuep);
const char *dt_uobj_name(const dt_uobj_t *);
/* the object's GNU build id into bid (DT_BID_MAX bytes, zero-padded); -1 if none */
int dt_uobj_buildid(const dt_uobj_t *, unsigned char *bid);
/* the same of the ELF file open on fd, read with pread alone; -1 if none */
int dt_uobj_fd_buildid(int fd, unsigned char *bid);
const dt_usym_t *dt_uobj_func(const dt_uobj_t *, const char *name);
/* a symbol that names a function with a size (FUNC or GNU_IFUNC) */
int dt_usym_isfunc(const dt_usym_t *);
/* len bytes of the object's file at its virtual address vaddr; -1 if not all there */
int dt_uobj_read(const dt_uobj_t *, uint64_t vaddr, void *buf, size_t len);
#endif /* DT_UOBJ_H */
