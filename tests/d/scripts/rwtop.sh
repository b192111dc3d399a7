# scripts/rwtop.d on dd copying 1 MB from /dev/zero to /dev/null in 64 KB
# blocks: a report at the end (the default interval, 5 s, is longer than
# dd) with dd's 1048576 bytes written and at least as many read (the
# dynamic linker reads too).  Then with an interval of 1 s around a
# process that sleeps 1.5 s: one report from the interval and one at the
# end.  Dates and PIDs normalized.
. inc/env.sh
tmpdir
"$S/rwtop.d" -c "dd if=/dev/zero of=/dev/null bs=64k count=16 status=none" > "$T/out"
echo "status $?"
# dd's two rows in a fixed order (read and written may tie, in either order)
awk '/^[0-9][0-9][0-9][0-9] [A-Z][a-z][a-z] [ 0-9][0-9] [0-9:]*$/ { print "DATE"; next }
    $2 == "dd" && $3 == "R" { r = "dd R at least 1048576: " ($4 >= 1048576); next }
    $2 == "dd" && $3 == "W" { w = "dd W " $4; next }
    $1 == "PID" || NR == 1 || NF == 0 { print }
    END { print r; print w }' "$T/out"
"$S/rwtop.d" -c "sleep 1.5" 1 > "$T/out"
echo "status $?"
sed -n 1p "$T/out"
echo "reports: $(grep -c '^ *PID COMM' "$T/out")"
