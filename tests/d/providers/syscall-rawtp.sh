# The syscall provider's other path: where the kernel does not load
# BTF-typed raw tracepoint programs (tp_btf), one plain raw tracepoint
# program reads the saved registers with checked reads and takes entry or
# return from the cookie (dt_prov_syscall.c; forced here by its test hook,
# DTRACE_SYSCALL_ASSUME=rawtp).  The syscall tests that read arguments,
# return values and errno, and defer entries, give their own expected
# output on this path too.
D=$1
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
export DTRACE_SYSCALL_ASSUME=rawtp
if "$D" -S -e -n 'syscall::getpid:entry { trace(arg0); }' 2>&1 | grep -q 'entry or return: the cookie'; then
	echo "the plain raw tracepoint program"
fi
for t in syscall-args syscall-return syscall-copyinstr-args syscall-defer syscall-defer-next \
    syscall-typed-args; do
	sh "$t.sh" "$D" >"$T/out" 2>/dev/null
	if cmp -s "$T/out" "$t.out"; then
		echo "$t: as expected"
	else
		echo "$t: differs"
		diff "$t.out" "$T/out" | head -20
	fi
done
