/*
 * dt_prov_fbt.c: the fbt provider (function boundary tracing), so far only
 * its refusal.
 *
 * fbt:vmlinux:<function>:entry/return needs fentry/fexit programs (BTF) or
 * kprobes.  Where the kernel allows neither (CONFIG_KPROBES off and
 * fentry/fexit refused, as on the project's machines), a description that
 * names the fbt provider fails with the reasons, instead of the usual "does
 * not match any probes"; descriptions that only match fbt through a glob
 * (":::entry") simply match no fbt probe.  Probe creation and attachment
 * for kernels that allow fentry are not written yet (DESIGN.md §5).
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include "dt_impl.h"

/* why fentry cannot be used here (into buf), or 0 if it can */
static int
fbt_fentry_refused(dtrace_hdl_t *dtp, char *buf, size_t len)
{
	struct btf *btf = dt_btf_get(dtp);
	struct bpf_insn ret0[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0, .imm = 0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	LIBBPF_OPTS(bpf_prog_load_opts, opts, .expected_attach_type = BPF_TRACE_FENTRY);
	int id, fd, lfd;

	if (btf == NULL) {
		snprintf(buf, len, "the kernel has no BTF for fentry/fexit");
		return 1;
	}
	if ((id = btf__find_by_name_kind(btf, "vfs_read", BTF_KIND_FUNC)) < 0) {
		snprintf(buf, len, "the kernel's BTF describes no functions");
		return 1;
	}
	opts.attach_btf_id = (unsigned)id;
	fd = bpf_prog_load(BPF_PROG_TYPE_TRACING, "dt_fbt_probe", "GPL", ret0, 2, &opts);
	if (fd < 0) {
		snprintf(buf, len, "fentry/fexit programs are refused (%s)", strerror(errno));
		return 1;
	}
	lfd = bpf_link_create(fd, 0, BPF_TRACE_FENTRY, NULL);
	if (lfd < 0) {
		snprintf(buf, len, "fentry/fexit programs cannot be attached (%s)", strerror(errno));
		close(fd);
		return 1;
	}
	close(lfd);
	close(fd);
	return 0;
}

static int
fbt_kprobes_missing(void)
{
	return access("/sys/bus/event_source/devices/kprobe/type", F_OK) != 0;
}

static int
fbt_provide(dtrace_hdl_t *dtp, const dt_pdesc_t *pd)
{
	char why[256];

	if (strcmp(pd->prv, "fbt") != 0)
		return 0;	/* named only through a glob: no fbt probes */
	if (!fbt_fentry_refused(dtp, why, sizeof(why)) || !fbt_kprobes_missing())
		return dt_set_err(dtp, D_PDESC_INVAL, "probe description %s:%s:%s:%s: the fbt "
		    "provider is not implemented yet for kernels that allow fentry or kprobes",
		    pd->prv, pd->mod, pd->fun, pd->prb);
	return dt_set_err(dtp, D_PDESC_INVAL, "probe description %s:%s:%s:%s: fbt is not "
	    "available on this kernel: %s, and kprobes are not configured (no "
	    "CONFIG_KPROBES)", pd->prv, pd->mod, pd->fun, pd->prb, why);
}

static int
fbt_attach(dtrace_hdl_t *dtp, int prog_fd)
{
	(void)dtp;
	(void)prog_fd;
	return 0;	/* no fbt probe is ever created */
}

static int
fbt_provide_all(dtrace_hdl_t *dtp)
{
	(void)dtp;
	return 0;	/* dtrace -l lists no fbt probes where fbt cannot run */
}

const dt_provider_t dt_prov_fbt = {
	.name = "fbt",
	.kind = DT_PK_DTRACE,	/* unused: no probes */
	.provide = fbt_provide,
	.attach = fbt_attach,
	.provide_all = fbt_provide_all,
};
