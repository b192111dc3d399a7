# System calls made through the 32-bit compat entry point (int 0x80 of an
# i386 program) are not traced by the syscall provider, with one probe or
# many (the i386 numbers would be looked up in the x86_64 table, getpid 20
# as writev and exit 1 as write; the kernel's own sys_enter_* tracepoints
# ignore such calls too); sdt::raw_syscalls: shows that the calls were made.  dtcompat64, the same program for x86_64, is
# traced by both.  (inc/compat-build.sh builds both; the .skip runs it.)
D=$1
dir=$(mktemp -d) || exit 1
trap 'rm -rf "$dir"' EXIT
sh inc/compat-build.sh "$dir" >/dev/null 2>&1
for prog in dtcompat32 dtcompat64; do
	"$D" -s syscall-compat.d -c "$dir/$prog" $prog
	echo "status $?"
	"$D" -q -n 'syscall::getpid:entry, syscall::writev:entry /execname == $$1/ { n++; }
	    END { printf("%s: %d firings of two syscall probes\n", $$1, n); }' \
	    -c "$dir/$prog" $prog
	echo "status $?"
	"$D" -q -n 'sdt::raw_syscalls:sys_enter /execname == $$1/ { @[args[0]] = count(); }' \
	    -c "$dir/$prog" $prog
	echo "status $?"
done
