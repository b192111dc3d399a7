# A USDT provider that lives only in a library the process dlopen()s after
# tracing has started (follw$target, -Z: no file has its notes at start):
# its probes are made and attached when the library is mapped (dt_follow.c),
# arguments per the notes, its semaphore raised (is-enabled).  The trigger (the pid tests' follow.c) waits after
# each dlopen() until follw's ready probe has fired (its clause raise()s the
# signal it waits for), so the counts are exact, also after a dlclose() and
# a dlopen() again.  Also -x verbose's report of the library's load, and
# the same under a shell script that exec()s the program (-c of the
# shell: the instance is the shell's, followed through its exec).
D=$1
T=$(mktemp -d)
H=$(pwd)
cc -O0 -o "$T/follow" ../pid/inc/follow.c -ldl || exit 1
(cd "$T" && "$D" -h -s "$H/inc/follw.d" -o follw.h &&
    cc -O2 -fPIC -I. -c -o libfollw.o "$H/inc/libfollw.c" &&
    "$D" -G -s "$H/inc/follw.d" -o prov.o libfollw.o &&
    cc -shared -o libfollw.so libfollw.o prov.o) || exit 1
P='pid$target:a.out:ready:entry, follw$target:::ready { raise(SIGUSR1); }
follw$target:::add { @[probeprov == strjoin("follw", lltostr(pid)) ? "follw$target" : probeprov,
    probemod, probefunc, probename, arg0, arg1, copyinstr(arg2)] = count(); }
END { printa("%s:%s:%s:%s %d %d %s: %@d\n", @); }'
"$D" -Z -w -q -x verbose -n "$P" -c "$T/follow dlopen $T/libfollw.so 2" 2> "$T/err"
echo "status $?"
grep -o 'followed its library load' "$T/err" | sort -u
echo "== a shell script that exec()s the program"
printf 'exec "%s" dlopen "%s" 1\n' "$T/follow" "$T/libfollw.so" > "$T/wrap.sh"
"$D" -Z -w -q -n "$P" -c "sh $T/wrap.sh"
echo "status $?"
rm -rf "$T"
