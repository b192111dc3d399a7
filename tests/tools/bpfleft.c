/*
 * bpfleft: list BPF objects of dtrace's that nothing holds any more.
 *
 *	bpfleft [SECONDS]
 *	bpfleft -pin PATH
 *
 * dtrace names every program and map it makes "dt_..." (links have no
 * names: a link counts as dtrace's when its program is).  An object is
 * held when a living process has a file descriptor for it (its
 * /proc/PID/fdinfo says prog_id, map_id or link_id), or when a held link
 * points to it (its program), or a held program uses it (its maps), or a
 * held program-array map stores it: this is how the kernel keeps objects
 * alive, apart from pins in a BPF file system and attachments the kernel
 * holds without a descriptor; either is a leak for dtrace, which uses
 * neither.  So one of dtrace's that is not held is left behind: still
 * attached (firing) or still taking memory after every dtrace exited.
 * Held ones belong to dtrace processes still running (tests running at the
 * same time), and are not reported.
 *
 * The kernel frees an object a little after its last reference goes (after
 * an RCU grace period): the check is repeated for up to SECONDS (default
 * 5) until nothing is left.  Output: one line per object left ("prog 123
 * dt_syscall", "map 45 dt_agg_3", "link 67 (prog 123)"); exit status 1 if
 * any, 0 if none, 2 if the objects cannot be listed (not root).
 *
 * -pin PATH makes a leak to check the check with: a map named dt_pinned
 * that stays when this process exits, pinned at PATH in a BPF file system
 * (rm PATH frees it).
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <bpf/bpf.h>

enum { PROG, MAP, LINK, NKINDS };
static const char *kname[NKINDS] = { "prog", "map", "link" };

typedef struct obj {
	int kind;
	unsigned id;
	char name[BPF_OBJ_NAME_LEN];
	unsigned prog;		/* a link's program */
	unsigned *maps;		/* a program's maps */
	unsigned nmaps;
	int ours, held;
} obj_t;

static obj_t *objs;
static size_t nobjs, cap;

static obj_t *
find(int kind, unsigned id)
{
	for (size_t i = 0; i < nobjs; i++)
		if (objs[i].kind == kind && objs[i].id == id)
			return &objs[i];
	return NULL;
}

static obj_t *
add(int kind, unsigned id)
{
	if (nobjs == cap) {
		cap = cap ? cap * 2 : 256;
		if ((objs = realloc(objs, cap * sizeof(*objs))) == NULL) {
			perror("bpfleft");
			exit(2);
		}
	}
	memset(&objs[nobjs], 0, sizeof(objs[0]));
	objs[nobjs].kind = kind;
	objs[nobjs].id = id;
	return &objs[nobjs++];
}

/* every program, map and link the kernel has; -1 if they cannot be listed */
static int
list(void)
{
	unsigned id;

	for (id = 0; bpf_prog_get_next_id(id, &id) == 0;) {
		int fd = bpf_prog_get_fd_by_id(id);
		struct bpf_prog_info info;
		unsigned n;
		__u32 len = sizeof(info);
		obj_t *o;

		if (fd < 0)
			continue;	/* gone since */
		memset(&info, 0, sizeof(info));
		if (bpf_obj_get_info_by_fd(fd, &info, &len) != 0) {
			close(fd);
			continue;
		}
		o = add(PROG, id);
		snprintf(o->name, sizeof(o->name), "%s", info.name);
		n = info.nr_map_ids;
		if (n > 0) {
			o->maps = calloc(n, sizeof(unsigned));
			memset(&info, 0, sizeof(info));
			info.nr_map_ids = n;
			info.map_ids = (__u64)(unsigned long)o->maps;
			len = sizeof(info);
			if (o->maps != NULL && bpf_obj_get_info_by_fd(fd, &info, &len) == 0)
				o->nmaps = info.nr_map_ids < n ? info.nr_map_ids : n;
		}
		close(fd);
	}
	if (errno == EPERM)
		return -1;
	for (id = 0; bpf_map_get_next_id(id, &id) == 0;) {
		int fd = bpf_map_get_fd_by_id(id);
		struct bpf_map_info info;
		__u32 len = sizeof(info);
		obj_t *o;

		if (fd < 0)
			continue;
		memset(&info, 0, sizeof(info));
		if (bpf_obj_get_info_by_fd(fd, &info, &len) == 0) {
			o = add(MAP, id);
			snprintf(o->name, sizeof(o->name), "%s", info.name);
			/* a program array holds its programs: those are its "maps" */
			if (info.type == BPF_MAP_TYPE_PROG_ARRAY && info.max_entries > 0) {
				o->maps = calloc(info.max_entries, sizeof(unsigned));
				for (unsigned k = 0; o->maps != NULL && k < info.max_entries; k++) {
					__u32 pid;

					if (bpf_map_lookup_elem(fd, &k, &pid) == 0)
						o->maps[o->nmaps++] = pid;
				}
			}
		}
		close(fd);
	}
	for (id = 0; bpf_link_get_next_id(id, &id) == 0;) {
		int fd = bpf_link_get_fd_by_id(id);
		struct bpf_link_info info;
		__u32 len = sizeof(info);

		if (fd < 0)
			continue;
		memset(&info, 0, sizeof(info));
		if (bpf_obj_get_info_by_fd(fd, &info, &len) == 0)
			add(LINK, id)->prog = info.prog_id;
		close(fd);
	}
	return 0;
}

static void
hold(obj_t *o)
{
	if (o == NULL || o->held)
		return;
	o->held = 1;
	if (o->kind == LINK)
		hold(find(PROG, o->prog));
	for (unsigned i = 0; i < o->nmaps; i++)
		hold(find(o->kind == PROG ? MAP : PROG, o->maps[i]));
}

/* mark what the descriptors of living processes hold (not ours: this process) */
static void
mark_held(void)
{
	DIR *proc = opendir("/proc");
	struct dirent *p;
	char path[600], line[256];

	if (proc == NULL)
		return;
	while ((p = readdir(proc)) != NULL) {
		DIR *fds;
		struct dirent *f;

		if (!isdigit((unsigned char)p->d_name[0]) || atoi(p->d_name) == getpid())
			continue;
		snprintf(path, sizeof(path), "/proc/%s/fdinfo", p->d_name);
		if ((fds = opendir(path)) == NULL)
			continue;
		while ((f = readdir(fds)) != NULL) {
			FILE *fp;

			if (f->d_name[0] == '.')
				continue;
			snprintf(path, sizeof(path), "/proc/%s/fdinfo/%s", p->d_name, f->d_name);
			if ((fp = fopen(path, "r")) == NULL)
				continue;
			while (fgets(line, sizeof(line), fp) != NULL) {
				unsigned id;

				if (sscanf(line, "link_id: %u", &id) == 1)
					hold(find(LINK, id));
				else if (sscanf(line, "prog_id: %u", &id) == 1)
					hold(find(PROG, id));
				else if (sscanf(line, "map_id: %u", &id) == 1)
					hold(find(MAP, id));
			}
			fclose(fp);
		}
		closedir(fds);
	}
	closedir(proc);
}

/* print what is left; how many */
static int
report(int print)
{
	int n = 0;

	for (size_t i = 0; i < nobjs; i++) {
		obj_t *o = &objs[i];

		if (o->kind == LINK) {
			obj_t *pg = find(PROG, o->prog);

			o->ours = pg != NULL && strncmp(pg->name, "dt_", 3) == 0;
		} else {
			o->ours = strncmp(o->name, "dt_", 3) == 0;
		}
		if (!o->ours || o->held)
			continue;
		n++;
		if (!print)
			continue;
		if (o->kind == LINK)
			printf("link %u (prog %u)\n", o->id, o->prog);
		else
			printf("%s %u %s\n", kname[o->kind], o->id, o->name);
	}
	return n;
}

static void
reset(void)
{
	for (size_t i = 0; i < nobjs; i++)
		free(objs[i].maps);
	nobjs = 0;
}

int
main(int argc, char **argv)
{
	double secs = argc > 1 ? atof(argv[1]) : 5;
	struct timespec t0, t;

	if (argc == 3 && strcmp(argv[1], "-pin") == 0) {
		int fd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "dt_pinned", 4, 4, 1, NULL);

		if (fd < 0 || bpf_obj_pin(fd, argv[2]) != 0) {
			fprintf(stderr, "bpfleft: pinning a map at %s: %s\n", argv[2], strerror(errno));
			return 2;
		}
		return 0;
	}
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (;;) {
		reset();
		if (list() != 0) {
			fprintf(stderr, "bpfleft: cannot list BPF objects: %s\n", strerror(errno));
			return 2;
		}
		mark_held();
		clock_gettime(CLOCK_MONOTONIC, &t);
		if (report(0) == 0)
			return 0;
		if (t.tv_sec - t0.tv_sec + (t.tv_nsec - t0.tv_nsec) / 1e9 >= secs)
			break;
		usleep(100 * 1000);
	}
	report(1);
	return 1;
}
