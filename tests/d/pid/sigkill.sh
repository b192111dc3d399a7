# dtrace killed with SIGKILL while pid probes are enabled: the traced
# process runs on, not stopped, and its code is as it was: the breakpoint
# the uprobe placed at add3's first instruction (int3, cc) while tracing is
# gone once the kernel has closed dtrace's links, and the uprobe_multi
# links dtrace held (their ids from its /proc fdinfo; one is on the
# dynamic linker, for following dlopen()) no longer exist.
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
A=$(nm "$T/trig-nopie" | awk '$3 == "add3" { print $1 }')
byte() { dd if=/proc/$P/mem bs=1 skip=$((0x$A)) count=1 2>/dev/null | od -An -tx1 | tr -d ' '; }
orig=$(od -An -tx1 -j $(( 0x$A - 0x400000 )) -N1 "$T/trig-nopie" | tr -d ' ')
echo "before: $( [ "$(byte)" = "$orig" ] && echo original)"
"$D" -q -p $P -n 'pid$target:a.out:add3:entry, pid$target:a.out:add3:return,
    pid$target:a.out:loopf:, pid$target:libc.so.6:strtol:entry { printf("fired\n"); }' > "$T/o" 2>&1 &
K=$!
i=0
while ! grep -q fired "$T/o" && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
echo "while tracing: $(byte)"
ids=$(cat /proc/$K/fdinfo/* 2>/dev/null | awk '/^link_type:/ { t = $2 } /^link_id:/ && t ~ /^u(ret)?probe_multi$/ { print $2 }')
echo "uprobe_multi and uretprobe_multi links of dtrace: $(echo $ids | wc -w)"
kill -9 $K
wait $K 2>/dev/null
i=0
while [ "$(byte)" != "$orig" ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
echo "after SIGKILL: $( [ "$(byte)" = "$orig" ] && echo original || echo "changed: $(byte)")"
i=0
while [ "$("$T/linkalive" $ids)" != 0 ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
echo "of them still in the kernel: $("$T/linkalive" $ids)"
kill -0 $P && echo "still running, state $(awk '/^State:/ { print $2 }' /proc/$P/status | tr RS rs | sed 's/^[rs]$/running or sleeping/')"
n=$(cat /sys/kernel/tracing/uprobe_events /sys/kernel/debug/tracing/uprobe_events 2>/dev/null | grep -c trig)
echo "uprobe_events naming trig: $n"
kill $P
wait
rm -rf "$T"
