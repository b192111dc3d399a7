# dtrace killed with SIGKILL while it follows a process: a shell grabbed
# with -p exec()s the pid trigger once dtrace has started, dtrace attaches
# to the new image and to the library its linker loads (-Z: the shell has
# neither add3 nor libpidt.so; the glob over modules keeps a uprobe on the
# dynamic linker), and once pidt_twice's entry fires it is killed.  The
# process runs on, not stopped, its code as it was (the breakpoint at add3
# gone), and none of dtrace's uprobe_multi links (the executable's, the
# library's, the dynamic linker's) is left in the kernel.  Then
# the same kill while a -c process exec()s in a loop (below).
D=$1
T=$(mktemp -d)
sh inc/build.sh "$T" || exit 1
cc -o "$T/linkalive" inc/linkalive.c -lbpf || exit 1
printf 'while [ ! -e "%s/go" ]; do sleep 0.05; done\nexec "%s/trig-nopie" -1 5\n' "$T" "$T" \
    > "$T/wrap.sh"
sh "$T/wrap.sh" &
P=$!
"$D" -Z -q -p $P -n 'BEGIN { printf("started\n"); }
    pid$target:a.out:add3:entry { n++; }
    pid$target:libpidt*:pidt_twice:entry { printf("fired\n"); }' > "$T/o" 2>&1 &
K=$!
i=0
while ! grep -q started "$T/o" && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
touch "$T/go"
i=0
while ! grep -q fired "$T/o" && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
echo "followed: $(grep -c fired "$T/o" | sed 's/^[1-9][0-9]*$/fired/')"
. inc/killcheck.sh
addbytes
echo "while tracing: $(byte)"
killdtrace $K
kill $P
wait
# A process dtrace created (-c) that exec()s itself over and over, stopped
# by dtrace at each exec until it has followed it: dtrace killed meanwhile,
# it is gone too (as a -c process always is), never left stopped.
cc -O0 -o "$T/follow" inc/follow.c -ldl || exit 1
: > "$T/o2"
"$D" -Z -w -q -n 'pid$target:a.out:ready:entry { raise(SIGUSR1); }
    pid$target:a.out:work:entry /++n == 200/ { printf("exec loop\n"); }' \
    -c "$T/follow exec 1000000 1" > "$T/o2" 2>&1 &
K=$!
i=0
while ! grep -q "exec loop" "$T/o2" && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
C=$(pgrep -P $K)
echo "-c process exec()ing in a loop: $(grep -c "exec loop" "$T/o2")"
kill -9 $K
wait $K 2>/dev/null
i=0
while [ -d /proc/$C ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
echo "after SIGKILL of dtrace: $( [ -d /proc/$C ] && echo "still there, state $(awk '/^State:/ { print $2 }' /proc/$C/status)" || echo gone)"
rm -rf "$T"
