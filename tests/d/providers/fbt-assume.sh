# DTRACE_FBT_ASSUME (dt_prov_fbt.c) makes fbt's availability check report a
# mechanism without asking the kernel; nothing further is faked.  Here
# (CONFIG_KPROBES off, fentry refused): the kprobe program is loaded for
# real and the verifier accepts it (-xverbose says so), then attaching it
# fails with the reason; the fentry program's load is refused with the
# reason.  Always status 1, never a verifier log.
D=$1
P='fbt::vfs_read:entry { printf("%s %d %d\n", stringof(args[0]->f_path.dentry->d_name.name),
    args[2], arg7); } fbt::vfs_read:return /args[1] > 0/ { @ = quantize(args[1]); }'
for m in kprobe kprobe-multi fentry; do
	echo "== $m"
	out=$(DTRACE_FBT_ASSUME=$m "$D" -xverbose -n "$P" 2>&1)
	st=$?
	printf '%s\n' "$out" |
	    sed -E 's/: [0-9]+ instructions, [0-9]+ verified, loaded in [0-9.]+ ms/: loaded/'
	echo "status $st"
done
# a program of many features (strings, aggregations, stacks, copyinstr,
# self-> variables, stackdepth and caller): the verifier accepts the kprobe
# program
out=$(DTRACE_FBT_ASSUME=kprobe "$D" -xverbose -s inc/fbt-verify.d 2>&1)
st=$?
printf '%s\n' "$out" |
    sed -E 's/: [0-9]+ instructions, [0-9]+ verified, loaded in [0-9.]+ ms/: loaded/'
echo "status $st"
