# -x cpu=0 with syscall probes: the prologue's CPU check comes first, and
# the program still loads and fires (its entry/return flag is found where
# the prologue put it, not at a fixed instruction).  A getpid loop pinned
# to CPU 0 is seen there, at entry and return.
D=$1
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
echo 'syscall(39) for 1..100;' > "$T/loop.pl"
"$D" -q -x cpu=0 -n '
syscall::getpid:entry, syscall::getpid:return /pid == $target/ { @[probename] = count(); }
END { printa("%s %@d\n", @); }' -c "taskset -c 0 perl $T/loop.pl"
echo "status $?"
