# sdt args[] past the twentieth field.  No tracepoint of this kernel has
# more than 20 fields (tcp_rcvbuf_grow and ext4_mballoc_alloc have 20), so:
#  1. the real tcp:tcp_rcvbuf_grow's last fields, args[13..19], for a
#     loopback transfer (inc/tcp-bulk.pl) that makes the receiver's buffer
#     grow (in the receiver or, when loopback processing runs in the
#     sender's context, in the sender: both are the command's);
#  2. a tracepoint with 35 fields: in a private mount namespace, a format
#     file bound over raw_syscalls/sys_enter's describes its record (id,
#     args[6]) as 35 fields; the kernel's tracepoint fires as usual and
#     dtrace reads args[20..34] where that format places them.
D=$1
"$D" -q -c "perl inc/tcp-bulk.pl" -n '
sdt:::tcp_rcvbuf_grow
/progenyof($target)/
{
	printf("family %d daddr %d.%d.%d.%d skaddr %d sock_cookie %d\n", args[13],
	    args[15][0], args[15][1], args[15][2], args[15][3], args[18] != 0, args[19] != 0);
	exit(0);
}' 2>/dev/null
echo "status $?"

fmt=$(mktemp) || exit 1
trap 'rm -f "$fmt"' EXIT
tp=/sys/kernel/tracing/events/raw_syscalls/sys_enter
{
	sed -n '1,/^format:/p' $tp/format
	grep 'field:.* common_' $tp/format
	echo
	printf '\tfield:long id;\toffset:8;\tsize:8;\tsigned:1;\n'
	for i in $(seq 1 32); do
		printf '\tfield:unsigned char b%d;\toffset:%d;\tsize:1;\tsigned:0;\n' $i $((15 + i))
	done
	printf '\tfield:long a4;\toffset:48;\tsize:8;\tsigned:1;\n'
	printf '\tfield:char a5[8];\toffset:56;\tsize:8;\tsigned:0;\n'
	printf '\nprint fmt: "crafted for sdt-many-args"\n'
} > "$fmt"
# arguments: bytes 1..32, -5, "dtrace!"
cat > "$fmt.pl" <<'PL'
syscall(39, 0x0807060504030201, 0x100f0e0d0c0b0a09, 0x1817161514131211,
    0x201f1e1d1c1b1a19, -5, 0x0021656361727464);
PL
trap 'rm -f "$fmt" "$fmt.pl"' EXIT
unshare -m --propagation private sh -c '
mount --bind "$1" '$tp'/format || exit 1
"$2" -lv -n sdt::raw_syscalls:sys_enter | grep -E "args\[(0|1|19|20|33|34)\]"
"$2" -s sdt-many-args.d -c "perl $1.pl"
echo "status $?"' sh "$fmt" "$D"
