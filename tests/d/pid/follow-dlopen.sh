# A traced process that dlopen()s a library after tracing has started: the
# library's probes are made and attached when it is mapped (the dynamic
# linker's _dl_debug_state is followed, dt_follow.c).  The trigger waits
# after each dlopen() until the library's lf_ready() probe has fired, so
# the counts are exact: lf_add() 3 times per round, two rounds, the second
# after a dlclose() and a dlopen() again (no stale links, nothing twice).
# Descriptions that name the library match nothing at start (-Z); the glob
# over functions lf_* matches lf_main in the executable at start, and the
# library's functions when it is loaded.
D=$1
T=$(mktemp -d)
cc -O0 -o "$T/follow" inc/follow.c -ldl || exit 1
cc -O0 -shared -fPIC -o "$T/libfollow.so" inc/libfollow.c || exit 1
"$D" -Z -w -q -n '
pid$target:a.out:ready:entry, pid$target:libfollow.so:lf_ready:entry { raise(SIGUSR1); }
pid$target:libfollow.so:lf_add:entry { @e[probemod, probefunc, probename] = count(); }
pid$target:libfollow.so:lf_add:return { @r[probefunc, probename, arg1] = count(); }
pid$target::lf_*:entry { @g[probemod, probefunc] = count(); }
END {
	printa("%s:%s:%s %@d\n", @e);
	printa("%s:%s returned %d: %@d\n", @r);
	printa("lf_* %s:%s %@d\n", @g);
}' -c "$T/follow dlopen $T/libfollow.so 3"
echo "status $?"
rm -rf "$T"
