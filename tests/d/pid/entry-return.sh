# pid entry and return probes of the executable (PIE and not), of a shared
# library of its own loaded at start and of the C library: arguments at
# entry (the sixth and later from registers, then the stack), the return
# value as arg1 at return, probemod (the executable's basename, matched
# also as a.out), probefunc and probename.  Only the traced process fires.
D=$1
T=$(mktemp -d)
sh inc/build.sh "$T" || exit 1
for prog in trig trig-nopie; do
	echo "== $prog"
	"$D" -q -n '
pid$target:a.out:add3:entry { printf("%s:%s:%s %d %d %d\n", probemod, probefunc, probename, arg0, arg1, arg2); }
pid$target:a.out:add3:return { printf("%s:%s:%s %d\n", probemod, probefunc, probename, arg1); }
pid$target:a.out:eight:entry { printf("eight %d %d %d %d %d %d %d %d\n", arg0, arg1, arg2, arg3, arg4, arg5, arg6, arg7); }
pid$target:a.out:eight:return { printf("eight returns %d\n", arg1); }
pid$target:libpidt.so:pidt_twice:entry { printf("%s:%s:%s %d\n", probemod, probefunc, probename, arg0); }
pid$target:libpidt.so:pidt_twice:return { printf("%s:%s:%s %d\n", probemod, probefunc, probename, arg1); }
pid$target:libc.so.6:strtol:entry { printf("%s:%s:%s base %d\n", probemod, probefunc, probename, arg2); }
pid$target:a.out:add3:entry /pid != $target/ { printf("another process fired\n"); }
' -c "$T/$prog 2"
	echo "status $?"
done
# the basename names the executable too, and a glob over modules
"$D" -q -n 'pid$target:trig:add3:entry, pid$target:libpidt*:pidt_*:entry { printf("%s:%s\n", probemod, probefunc); }' -c "$T/trig 1"
echo "status $?"
rm -rf "$T"
