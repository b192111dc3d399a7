# when a -p process exits, dtrace notices it at once (through a pidfd), says
# "pid N has exited", runs END, prints the aggregations and exits 0
D=$1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
sleep 2 &
p=$!
"$D" -n 'END { @ended = count(); }' -p $p 2> "$tmp/err"
echo "status $?"
sed "s/pid $p /pid N /" "$tmp/err"
