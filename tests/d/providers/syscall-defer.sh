# copyinstr(arg1) at syscall::openat:entry when the name is in a page the
# program has not touched (defer/fresh.c): the entry's firing is deferred
# until the kernel has paged the name in (to the call's return when the
# return probe is enabled, else to the thread's next system call), so the
# path is printed, not an "invalid address" fault.  The deferred firing
# has the entry's timestamp and runs before the return's clauses; it works
# with the return probe enabled or not, with one probe or many, and for
# aggregation keys.
# A name that crosses into a page not yet touched is deferred too.  A NULL
# name still faults at entry.
D=$1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O0 -o "$T/fresh" defer/fresh.c || exit 1
errs() { grep -o 'openat:entry): invalid address (0x[0-9a-f]*)' "$T/err" | sort | uniq -c; }

echo "== entry only"
"$D" -q -c "$T/fresh" -n 'syscall::openat:entry /pid == $target/ { printf("%s\n", copyinstr(arg1)); }' \
    2>"$T/err" | grep -v '^$' | grep -v '^/lib\|ld.so'
errs

echo "== entry and return"
"$D" -q -c "$T/fresh" -n '
syscall::openat:entry /pid == $target/ { self->ts = timestamp; self->p = copyinstr(arg1); }
syscall::openat:return /self->ts/ {
	printf("%s %d %s\n", self->p, arg1 >= 0, timestamp > self->ts ? "later" : "NOT LATER");
	self->ts = 0;
}' 2>"$T/err" | grep -v '^$' | grep -v '^/lib\|ld.so'
errs

echo "== many probes, aggregation key"
"$D" -q -c "$T/fresh" -n '
syscall::open*:entry,syscall::close:entry,syscall::read:entry,syscall::write:entry
/pid == $target && probefunc == "openat"/ { @[copyinstr(arg1)] = count(); }
END { printa("%s %@d\n", @); }' 2>"$T/err" | grep -v '^$' | grep -v '^/lib\|ld.so' | sort
errs
