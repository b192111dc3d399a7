# pid errors, as DTrace reports them (with -xerrtags): a probe name that is
# neither entry, return nor an offset (D_PROC_NAME), an offset past the
# function's end (D_PROC_OFF) or inside an instruction (D_PROC_ALIGN), a
# function or module that is not there (no probes match), a pid past the
# kernel's pid_max (D_PROC_BADPID), a process that does not exist
# (D_PROC_GRAB; 0x4: an offset is named in hex without 0x).
D=$1
T=$(mktemp -d)
sh inc/build.sh "$T" || exit 1
norm() { sed -e 's/pid[0-9][0-9]*/pidN/g' -e 's/process [0-9][0-9]*/process N/' -e "s|$T|T|g"; }
for d in 'pid$target:a.out:add3:beginning' 'pid$target:a.out:add3:1000' \
    'pid$target:a.out:add3:2' 'pid$target:a.out:add3:0x4' 'pid$target:a.out:nosuch:entry' \
    'pid$target:nosuch.so::entry' 'pid$target:a.out:add*:zz'; do
	"$D" -xerrtags -n "$d" -c "$T/trig 1" > "$T/o" 2>&1
	echo "status $?"
	norm < "$T/o"
done
# a glob over functions leaves out those an offset does not fit
"$D" -q -n 'pid$target:a.out:level*:8 { @[probefunc] = count(); }' -c "$T/trig 1" > "$T/o" 2>&1
echo "status $?"
norm < "$T/o"
"$D" -xerrtags -n 'pid123456789:::entry' 2>&1
echo "status $?"
sh -c 'exit 0' &
P=$!
wait
"$D" -xerrtags -n "pid$P:::entry" > "$T/o" 2>&1
echo "status $?"
norm < "$T/o"
"$D" -xerrtags -n 'pid$target:::entry' 2>&1
echo "status $?"
rm -rf "$T"
