# dtrace killed with SIGKILL while pid probes are enabled: the traced
# process runs on, not stopped, and its code is as it was: the breakpoint
# the uprobe placed at add3's first instruction (int3, cc) while tracing is
# gone once the kernel has closed dtrace's links, and the uprobe_multi
# links dtrace held (their ids from its /proc fdinfo) no longer exist.
# Nothing of ours is in tracefs's uprobe_events (links are not tracefs
# entries).
D=$1
T=$(mktemp -d)
sh inc/build.sh "$T" || exit 1
cc -o "$T/linkalive" inc/linkalive.c -lbpf || exit 1
"$T/trig-nopie" -1 5 &
P=$!
. inc/wait.sh
waitmapped $P
. inc/killcheck.sh
addbytes
echo "before: $( [ "$(byte)" = "$orig" ] && echo original)"
"$D" -q -p $P -n 'pid$target:a.out:add3:entry, pid$target:a.out:add3:return,
    pid$target:a.out:loopf:, pid$target:libc.so.6:strtol:entry { printf("fired\n"); }' > "$T/o" 2>&1 &
K=$!
i=0
while ! grep -q fired "$T/o" && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
echo "while tracing: $(byte)"
killdtrace $K
n=$(cat /sys/kernel/tracing/uprobe_events /sys/kernel/debug/tracing/uprobe_events 2>/dev/null | grep -c trig)
echo "uprobe_events naming trig: $n"
kill $P
wait
rm -rf "$T"
