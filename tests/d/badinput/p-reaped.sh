# -p of a process that has exited and been reaped: its pid is no process
# now (unless the kernel has given it to another meanwhile, which it does
# only after going round all the others)
D=$1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
true &
p=$!
wait $p
"$D" -n 'BEGIN { exit(0); }' -p $p 2> "$tmp/err"
st=$?
sed "s/pid $p:/pid N:/" "$tmp/err" >&2
exit $st
