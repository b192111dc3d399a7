# dtrace -l with pid probes: a process's probes by description (-n, with
# -c), by provider (-P pid<N>, of a running process), by function (-f);
# listing makes them without enabling anything.  The pid is replaced.
D=$1
T=$(mktemp -d)
sh inc/build.sh "$T" || exit 1
norm() { awk '{ sub(/^pid[0-9]+$/, "pidN", $2); $1 = $1; print }'; }
"$D" -l -n 'pid$target:a.out:level*:entry,pid$target:a.out:add3:return' -c "$T/trig 1" > "$T/o"
echo "status $?"
norm < "$T/o"
"$D" -l -n 'pid$target:libpidt.so::' -c "$T/trig 1" > "$T/o"
echo "status $?"
norm < "$T/o" | awk 'NR == 1 || $5 ~ /^(entry|return)$/ { print; next } { n++ } END { print (n > 0 ? "and offsets" : "no offsets") }'
"$T/trig" -1 10 &
P=$!
. inc/wait.sh
waitmapped $P
"$D" -l -P pid$P > "$T/o"
echo "status $?"
echo "modules: $(awk 'NR > 1 { print $3 }' "$T/o" | sort -u | grep -c -e '^trig$' -e '^libpidt.so$' -e '^libc.so.6$')"
echo "entries of trig: $(awk '$3 == "trig" && $5 == "entry"' "$T/o" | grep -c -w -e add3 -e eight -e level1 -e level2 -e level3 -e loopf -e main)"
"$D" -l -f pid$P:a.out:add3 > "$T/o"
echo "status $?"
norm < "$T/o" | awk 'NR == 1 || $5 ~ /^(entry|return)$/ { print; next } { n++ } END { print (n > 0 ? "and offsets" : "no offsets") }'
kill $P
rm -rf "$T"
