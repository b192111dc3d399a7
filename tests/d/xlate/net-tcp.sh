# net-tcp.d on the loopback TCP connections of inc/net.py (IPv4 and IPv6),
# to free ports; its lines sorted (they come from both CPUs)
D=$1
set -- $(python3 inc/ports.py 4)
netns=$(stat -L -c %i /proc/self/ns/net)
out=$(mktemp "${TMPDIR:-/tmp}/net-tcp.XXXXXX")
"$D" -C -c "python3 inc/net.py $1 $2 $3 $4" -o "$out" -s net-tcp.d "$1" "$2" "$netns"
echo "status $?"
sort "$out"
rm -f "$out"
