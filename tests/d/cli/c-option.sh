# -c CMD: the command runs with dtrace's stdout, $target is its pid, and when
# it exits dtrace says so ("pid N has exited") and ends as exit(0) does:
# the aggregation counts the one write(2) of "echo hi"
D=$1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
"$D" -n 'syscall::write:entry /pid == $target/ { @writes = count(); }' \
    -c '/bin/echo hi' 2> "$tmp/err"
echo "status $?"
sed 's/pid [0-9][0-9]*/pid N/' "$tmp/err"
