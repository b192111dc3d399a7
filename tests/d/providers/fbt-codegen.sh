# The code fbt generates, shown by dtrace -e -S where nothing can be
# loaded.  DTRACE_FBT_ASSUME (dt_prov_fbt.c) picks the mechanism that the
# kernel would otherwise be asked about: fentry/fexit (one program, loaded
# once per function with its probe id and return flag set in r7 and r9;
# arguments through bpf_get_func_arg/ret), or kprobes (id and flags from the
# cookie; arguments from pt_regs, the seventh and later from the stack).
# Only fbt's own part of the prologue is shown, without instruction numbers.
D=$1
fbtpart() {
	sed -E -e 's/^[0-9]{4}: //' -e 's/ <[0-9]{4}>//' -e 's/pc\+[0-9]+/pc+N/' \
	    -e 's/ \([0-9]+ instructions\)//' |
	awk '/^BPF program/ { print; next }
	    /prologue: r6 = ctx/ { on = 1 } /r8 = mstate/ { on = 0 }
	    /; args = 0, then those/ { on = 1 } /call clause|timestamp of/ { on = 0 } on'
}
for m in fentry kprobe; do
	echo "== $m"
	out=$(DTRACE_FBT_ASSUME=$m "$D" -e -S -n 'fbt::vfs_read:entry, fbt::vfs_read:return {
	    trace(arg1); trace(arg7); }' 2>&1)
	st=$?
	printf '%s\n' "$out" | fbtpart
	echo "status $st"
done
# no argument read: no argument code
DTRACE_FBT_ASSUME=kprobe "$D" -e -S -n 'fbt::vfs_read:entry { trace(timestamp); }' | fbtpart
# fentry beside kprobe_multi links: a function named alone uses fentry, the
# functions of a glob kprobes (one program for them all)
DTRACE_FBT_ASSUME=fentry,kprobe-multi "$D" -e -S -n 'fbt::vfs_read:entry,
    fbt::vfs_rea?:return { trace(arg1); }' | fbtpart | grep '^BPF program'
