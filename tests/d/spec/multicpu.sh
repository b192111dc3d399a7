# A speculation written from two CPUs and committed on the second: its
# state becomes COMMITTINGMANY, the consumer prints the records of both
# CPUs and frees the id only after a pass over every CPU's buffer; until
# then speculation() fails as "busy".  (Sorted: which CPU's buffer is read
# first is not fixed.)
D=$1
[ "$(nproc)" -ge 2 ] || { echo "needs 2 CPUs"; exit 0; }
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/run.sh" <<'SH'
taskset -c 0 perl -e 'syscall(110)'
taskset -c 1 perl -e 'syscall(110)'
SH
"$D" -q -n '
BEGIN { s = speculation(); }
syscall::getppid:entry /ppid == $target && execname == "perl"/ { n++; }
syscall::getppid:entry /ppid == $target && execname == "perl"/ {
	speculate(s);
	printf("record %d from a CPU\n", n);
}
syscall::getppid:entry /ppid == $target && execname == "perl" && n == 2/ { commit(s); }
syscall::getppid:entry /ppid == $target && execname == "perl" && n == 2/ {
	t = speculation();
	printf("speculation() while it commits: %d\n", t);
}' -c "sh $tmp/run.sh" > "$tmp/out" 2> "$tmp/err"
echo "status $?"
sort "$tmp/out"
grep -v '^dtrace: pid' "$tmp/err"
