# net-udp.d on the UDP datagrams of inc/net.py (IPv4 and IPv6), between
# free ports; its lines sorted (they come from both CPUs), a socket's
# inode number replaced by INODE
D=$1
set -- $(python3 inc/ports.py 4)
out=$(mktemp "${TMPDIR:-/tmp}/net-udp.XXXXXX")
"$D" -C -c "python3 inc/net.py $1 $2 $3 $4" -o "$out" -s net-udp.d "$3" "$4"
echo "status $?"
sed 's/socket:\[[0-9]*\]/socket:[INODE]/g' "$out" | sort
rm -f "$out"
