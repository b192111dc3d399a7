# The uprobe PMU's perf events, which dt_uprobe.c uses where the kernel
# has no uprobe_multi links (forced by its test hook here): entry, return
# and offset probes with arguments, return values and cookies as with the
# links, and only in the traced process.
D=$1
T=$(mktemp -d)
sh inc/build.sh "$T" || exit 1
DTRACE_UPROBE_ASSUME=pmu "$D" -q -n '
pid$target:a.out:add3:entry { printf("%s:%s %d %d %d\n", probefunc, probename, arg0, arg1, arg2); }
pid$target:a.out:add3:return { printf("%s:%s %d\n", probefunc, probename, arg1); }
pid$target:libpidt.so:pidt_twice:return { printf("%s:%s %d\n", probefunc, probename, arg1); }
pid$target:a.out:loopf: { @[probename == "entry" || probename == "return" ? probename : "offset"] = count(); }
END { printa("loopf %s %@d\n", @); }' -c "$T/trig 2"
echo "status $?"
rm -rf "$T"
