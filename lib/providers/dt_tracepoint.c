/*
 * dt_tracepoint.c: what the providers built on kernel tracepoints share:
 * tracefs (mounted on first use), a tracepoint's id and its record format
 * (the fields after the common ones, with their C types, offsets and
 * sizes: the probes' arguments), attaching a program to a tracepoint
 * through a perf event with a BPF cookie, and the handle's list of
 * attachments, which dtrace_stop() and closing the handle close.
 *
 * Closing a tracepoint's perf event waits for an RCU grace period
 * (docs/ARCHITECTURE.md, Kernel facts), so attachments are closed from several threads at once.
 */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <linux/perf_event.h>
#include <bpf/bpf.h>
#include <linux/capability.h>
#include "dt_impl.h"
#include "dt_providers.h"

int
dt_add_attach_fd(dtrace_hdl_t *dtp, int fd)
{
	if (dtp->nattach == dtp->attachcap) {
		dtp->attachcap = dtp->attachcap ? dtp->attachcap * 2 : 64;
		dtp->attach_fds = dt_realloc(dtp->attach_fds, dtp->attachcap * sizeof(int));
	}
	dtp->attach_fds[dtp->nattach++] = fd;
	return 0;
}

/* close one attachment now (if it is still the library's) */
void
dt_detach_fd(dtrace_hdl_t *dtp, int fd)
{
	for (int i = 0; i < dtp->nattach; i++) {
		if (dtp->attach_fds[i] != fd)
			continue;
		dtp->attach_fds[i] = dtp->attach_fds[--dtp->nattach];
		close(fd);
		return;
	}
}

/*
 * Close the attachments.  Closing a tracepoint perf event waits for an RCU
 * grace period (docs/ARCHITECTURE.md, Kernel facts), under a kernel mutex, so the waits do not
 * overlap fully; closing from several threads still halves the time
 * (sdt::sched:, 27 tracepoints: 0.75 s instead of 1.4 s).
 */
#define DT_CLOSE_THREADS	16

typedef struct {
	const int *fds;
	int n, first, step;
} dt_closer_t;

static void *
close_stripe(void *arg)
{
	dt_closer_t *c = arg;

	for (int i = c->first; i < c->n; i += c->step)
		close(c->fds[i]);
	return NULL;
}

void
dt_close_attached(dtrace_hdl_t *dtp)
{
	pthread_t tid[DT_CLOSE_THREADS];
	dt_closer_t c[DT_CLOSE_THREADS];
	int started[DT_CLOSE_THREADS], nt = dtp->nattach / 4;

	nt = nt < 1 ? 1 : nt > DT_CLOSE_THREADS ? DT_CLOSE_THREADS : nt;
	for (int t = 0; t < nt; t++) {
		c[t] = (dt_closer_t){ dtp->attach_fds, dtp->nattach, t, nt };
		started[t] = nt > 1 && pthread_create(&tid[t], NULL, close_stripe, &c[t]) == 0;
		if (!started[t])
			close_stripe(&c[t]);	/* in this thread */
	}
	for (int t = 0; t < nt; t++)
		if (started[t])
			pthread_join(tid[t], NULL);
	dtp->nattach = 0;
}

/* union bpf_attr for BPF_RAW_TRACEPOINT_OPEN with a cookie (Linux 6.10; newer than the headers) */
struct dt_rawtp_open_attr {
	uint64_t name;
	uint32_t prog_fd;
	uint32_t pad;
	uint64_t cookie;
};

/*
 * Attach a raw tracepoint program to raw tracepoint tp with a BPF cookie;
 * the attachment joins the handle's list.  0, or -1 with errno set (the
 * caller says what failed).
 */
int
dt_raw_tracepoint_attach(dtrace_hdl_t *dtp, const char *tp, int prog_fd, uint64_t cookie)
{
	struct dt_rawtp_open_attr attr;
	int fd;

	memset(&attr, 0, sizeof(attr));
	attr.name = (uint64_t)(uintptr_t)tp;
	attr.prog_fd = (uint32_t)prog_fd;
	attr.cookie = cookie;
	fd = (int)syscall(__NR_bpf, BPF_RAW_TRACEPOINT_OPEN, &attr, sizeof(attr));
	if (fd < 0)
		return -1;
	return dt_add_attach_fd(dtp, fd);
}

const char *
dt_tracefs(void)
{
	return "/sys/kernel/tracing";
}

/* Make sure tracefs is mounted at /sys/kernel/tracing. */
int
dt_tracefs_mount(dtrace_hdl_t *dtp)
{
	struct stat st;

	if (dtp->tracefs_ok)
		return 0;
	if (stat("/sys/kernel/tracing/events", &st) != 0 && errno == EACCES)
		return dt_set_err(dtp, D_UNKNOWN, "cannot read tracefs at /sys/kernel/tracing: %s%s",
		    strerror(errno), dt_cap_hint(CAP_DAC_READ_SEARCH));
	if (stat("/sys/kernel/tracing/events", &st) != 0 &&
	    mount("nodev", "/sys/kernel/tracing", "tracefs", 0, NULL) != 0 &&
	    stat("/sys/kernel/tracing/events", &st) != 0)
		return dt_set_err(dtp, D_UNKNOWN, "cannot mount tracefs at /sys/kernel/tracing: %s%s",
		    strerror(errno), dt_cap_hint(CAP_SYS_ADMIN));
	dtp->tracefs_ok = 1;
	return 0;
}

long
dt_tracepoint_id(const char *group, const char *event)
{
	char path[512], buf[32];
	FILE *f;
	long id = -1;

	snprintf(path, sizeof(path), "%s/events/%s/%s/id", dt_tracefs(), group, event);
	if ((f = fopen(path, "r")) == NULL)
		return -1;
	if (fgets(buf, sizeof(buf), f) != NULL)
		id = strtol(buf, NULL, 10);
	fclose(f);
	return id;
}

/*
 * Attach prog_fd to tracepoint tpid through a perf event, with a cookie.
 * The event counts, it does not sample (no sample_period): the program
 * runs at every hit all the same, nothing reads samples, and the kernel
 * refuses a sampling event on some tracepoints (irq_vectors:irq_work_exit,
 * whose samples would raise more irq work: EPERM).
 */
int
dt_tracepoint_attach(dtrace_hdl_t *dtp, long tpid, int prog_fd, uint64_t cookie)
{
	struct perf_event_attr attr = {
		.type = PERF_TYPE_TRACEPOINT,
		.size = sizeof(attr),
		.config = tpid,
	};
	LIBBPF_OPTS(bpf_link_create_opts, opts, .perf_event.bpf_cookie = cookie);
	int pfd, lfd;

	if (!dtp->nofile_raised) {
		/* two descriptors per tracepoint (sdt::xfs: has 600): allow as
		 * many as the hard limit, not the usual soft 1024 */
		struct rlimit rl;

		if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < rl.rlim_max) {
			rl.rlim_cur = rl.rlim_max;
			(void)setrlimit(RLIMIT_NOFILE, &rl);
		}
		dtp->nofile_raised = 1;
	}
	pfd = syscall(__NR_perf_event_open, &attr, -1, 0, -1, PERF_FLAG_FD_CLOEXEC);
	if (pfd < 0)
		return dt_set_err(dtp, D_UNKNOWN, "perf_event_open of tracepoint %ld: %s",
		    tpid, strerror(errno));
	lfd = bpf_link_create(prog_fd, pfd, BPF_PERF_EVENT, &opts);
	if (lfd < 0) {
		int err = errno;

		close(pfd);
		return dt_set_err(dtp, D_UNKNOWN, "attaching to tracepoint %ld: %s", tpid, strerror(err));
	}
	dt_add_attach_fd(dtp, lfd);
	dt_add_attach_fd(dtp, pfd);
	return 0;
}

/*
 * The fields of a tracepoint's record other than the common ones, from its
 * format file, in order:
 *	field:const char * filename;	offset:24;	size:8;	signed:0;
 *	field:char prev_comm[16];	offset:8;	size:16;	signed:0;
 *	field:__data_loc char[] name;	offset:8;	size:4;	signed:0;
 * An array's bound moves to the type ("char [16]").  Returns how many (at
 * most max), or -1 if the format cannot be read.
 */
int
dt_tracepoint_format(const char *group, const char *event, dt_tpfield_t *f, int max)
{
	char path[512], line[512];
	FILE *fp;
	int n = 0;

	snprintf(path, sizeof(path), "%s/events/%s/%s/format", dt_tracefs(), group, event);
	if ((fp = fopen(path, "r")) == NULL)
		return -1;
	while (fgets(line, sizeof(line), fp) != NULL && n < max) {
		char *d = strstr(line, "field:"), *semi, *name, *bound = NULL, *o, *z, *sg;
		int tlen;

		if (d == NULL)
			continue;
		d += 6;
		if ((semi = strchr(d, ';')) == NULL)
			continue;
		o = strstr(semi + 1, "offset:");
		z = strstr(semi + 1, "size:");
		sg = strstr(semi + 1, "signed:");
		*semi = '\0';
		if (semi > d && semi[-1] == ']' && (bound = strrchr(d, '[')) != NULL &&
		    bound > d && bound[-1] != ' ' && bound[-1] != '*' && bound[-1] != ']') {
			semi = bound;	/* "name[16]": the bound belongs to the type */
		}
		/* the declaration's last word is the field's name */
		for (name = semi; name > d && name[-1] != ' ' && name[-1] != '*'; name--)
			;
		if (strncmp(name, "common_", 7) == 0 || o == NULL || z == NULL)
			continue;
		snprintf(f[n].name, sizeof(f[n].name), "%.*s", (int)(semi - name), name);
		for (tlen = (int)(name - d); tlen > 0 && d[tlen - 1] == ' '; tlen--)
			;
		if (bound != NULL) {
			char *end = strchr(bound, ']');

			snprintf(f[n].type, sizeof(f[n].type), "%.*s %.*s", tlen, d,
			    end ? (int)(end - bound + 1) : 0, bound);
		} else {
			snprintf(f[n].type, sizeof(f[n].type), "%.*s", tlen, d);
		}
		f[n].off = atoi(o + 7);
		f[n].size = atoi(z + 5);
		f[n].issigned = sg != NULL && atoi(sg + 7) != 0;
		n++;
	}
	fclose(fp);
	return n;
}

/*
 * The arguments of a tracepoint: the fields of its record that follow
 * field "after" (all but the common ones if after is NULL), with their C
 * types.  Returns how many (at most max), or -1 if the format cannot be
 * read.
 */
int
dt_tracepoint_args(const char *group, const char *event, const char *after,
    dt_argdesc_t *args, int max)
{
	dt_tpfield_t f[64];
	int nf = dt_tracepoint_format(group, event, f, 64), n = 0, on = after == NULL;

	for (int i = 0; i < nf && n < max; i++) {
		if (!on) {
			on = strcmp(f[i].name, after) == 0;
			continue;
		}
		dt_argdesc_native(&args[n], n, f[i].type);
		n++;
	}
	return nf < 0 ? -1 : n;
}

/*
 * A dynamic PMU of perf_event_open ("kprobe", "uprobe"): its event type
 * (-1 if the kernel has none) and the config bit that makes a return
 * probe ("config:0" in its format/retprobe; 0 if that cannot be read).
 */
int
dt_pmu_type(const char *pmu, int *retbitp)
{
	char path[128];
	FILE *fp;
	int type = -1, bit;

	*retbitp = 0;
	snprintf(path, sizeof(path), "/sys/bus/event_source/devices/%s/type", pmu);
	if ((fp = fopen(path, "re")) != NULL) {
		if (fscanf(fp, "%d", &type) != 1)
			type = -1;
		fclose(fp);
	}
	snprintf(path, sizeof(path), "/sys/bus/event_source/devices/%s/format/retprobe", pmu);
	if ((fp = fopen(path, "re")) != NULL) {
		if (fscanf(fp, "config:%d", &bit) == 1 && bit >= 0 && bit < 64)
			*retbitp = bit;
		fclose(fp);
	}
	return type;
}
