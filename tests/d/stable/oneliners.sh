# The classic one-liners of the stable providers, as DTrace users write
# them (the issue's and the Guide's), each run under a trigger made here;
# what each prints is reduced to what does not depend on the machine.
D=$1
T=$(mktemp -d -p .) || exit 1
trap 'rm -rf "$T"' EXIT
. ../io/disk.sh

echo "-- proc:::exec-success { trace(curpsinfo->pr_psargs); }"
printf '#!/bin/sh\n/bin/echo one two >/dev/null\n' > "$T/trig"
chmod +x "$T/trig"
"$D" -q -n 'proc:::exec-success /progenyof($target)/ { trace(curpsinfo->pr_psargs); }' \
    -c "$T/trig"
echo

echo "-- io:::start { @[args[1]->dev_statname] = sum(args[0]->b_bcount); }"
disk=$(io_disk)
"$D" -q -n 'io:::start { @[args[1]->dev_statname] = sum(args[0]->b_bcount); }' \
    -c "dd if=/dev/zero of=$T/f bs=1M count=2 oflag=direct conv=fsync status=none" |
    awk -v d="$disk" '$1 == d { print "the disk, at least 2 MB:", $2 >= 2097152 }'

echo "-- sched:::off-cpu/on-cpu quantize of the time off CPU"
"$D" -q -n 'sched:::off-cpu /pid == $target/ { self->ts = timestamp; }
    sched:::on-cpu /self->ts/ { @ = quantize(timestamp - self->ts); @n = count(); self->ts = 0; }
    END { printa("%@d\n", @n); }' -c "sleep 0.2" | awk 'NF == 1 && $1 ~ /^[0-9]+$/ { print "times off CPU:", $1 >= 1 }
    /value/ { print "a quantize: 1" }' | sort -u

echo "-- tcp:::accept-established { @[args[3]->tcps_raddr] = count(); }"
"$D" -q -n 'tcp:::accept-established { @[args[3]->tcps_raddr] = count(); }' \
    -c "/usr/bin/python3 ../net/loopback.py" |
    awk '$1 == "127.0.0.1" || $1 == "::1" { print $1, $2 >= 1 }' | sort

echo "-- syscall::write:entry { @[fds[arg0].fi_pathname] = count(); }"
# (the path ends with the file's: in a chroot it starts at the mount tree's root)
"$D" -q -n 'syscall::write:entry /pid == $target/ { @[fds[arg0].fi_pathname] = count(); }' \
    -c "dd if=/dev/zero of=$T/g bs=512 count=3 status=none" |
    awk -v f="$(cd "$T" && pwd)/g" 'substr($1, length($1) - length(f) + 1) == f {
	print "the file written, 3 writes:", $2 == 3 }'
