# dtrace killed with SIGKILL while it follows a process: a shell grabbed
# with -p exec()s the pid trigger once dtrace has started, dtrace attaches
# to the new image (add3's entry fires: -Z, the shell has no add3), then it
# is killed.  The process runs on, not stopped, its code as it was (the
# breakpoint at add3 gone), and none of dtrace's uprobe_multi links (those
# of the new image and the dynamic linker's) is left in the kernel.
D=$1
T=$(mktemp -d)
sh inc/build.sh "$T" || exit 1
cc -o "$T/linkalive" inc/linkalive.c -lbpf || exit 1
printf 'while [ ! -e "%s/go" ]; do sleep 0.05; done\nexec "%s/trig-nopie" -1 5\n' "$T" "$T" \
    > "$T/wrap.sh"
sh "$T/wrap.sh" &
P=$!
"$D" -Z -q -p $P -n 'BEGIN { printf("started\n"); }
    pid$target:a.out:add3:entry { printf("fired\n"); }' > "$T/o" 2>&1 &
K=$!
i=0
while ! grep -q started "$T/o" && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
touch "$T/go"
i=0
while ! grep -q fired "$T/o" && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
echo "followed: $(grep -c fired "$T/o" | sed 's/^[1-9][0-9]*$/fired/')"
A=$(nm "$T/trig-nopie" | awk '$3 == "add3" { print $1 }')
byte() { dd if=/proc/$P/mem bs=1 skip=$((0x$A)) count=1 2>/dev/null | od -An -tx1 | tr -d ' '; }
orig=$(od -An -tx1 -j $(( 0x$A - 0x400000 )) -N1 "$T/trig-nopie" | tr -d ' ')
echo "while tracing: $(byte)"
ids=$(cat /proc/$K/fdinfo/* 2>/dev/null | awk '/^link_type:/ { t = $2 } /^link_id:/ && t ~ /^u(ret)?probe_multi$/ { print $2 }')
echo "uprobe_multi links of dtrace: $(echo $ids | wc -w)"
kill -9 $K
wait $K 2>/dev/null
i=0
while [ "$(byte)" != "$orig" ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
echo "after SIGKILL: $( [ "$(byte)" = "$orig" ] && echo original || echo "changed: $(byte)")"
i=0
while [ "$("$T/linkalive" $ids)" != 0 ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
echo "of them still in the kernel: $("$T/linkalive" $ids)"
kill -0 $P && echo "still running, state $(awk '/^State:/ { print $2 }' /proc/$P/status | tr RS rs | sed 's/^[rs]$/running or sleeping/')"
kill $P
wait
rm -rf "$T"
