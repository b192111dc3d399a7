# run fault-null-member.d; the faulting addresses are offsets of members of
# struct task_struct, which the error lines show as 0xPID_OFFSET and
# 0xCOMM_OFFSET(+1) once they are found to be right (tests/tools/btfinfo.c)
D=$1
tools=$(cd "$2/../../tools" && pwd) || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
. "$tools/btfinfo.sh"
btfinfo_build "$tools" "$tmp" || exit 1

pid=$(printf '%x' "$("$BTFINFO" offset 'struct task_struct' pid)")
comm=$(printf '%x' "$("$BTFINFO" offset 'struct task_struct' comm)")
comm1=$(printf '%x' $((0x$comm + 1)))

"$D" -s fault-null-member.d 2> "$tmp/err"
echo "status $?"
sed -e "s/(0x$pid)/(0xPID_OFFSET)/" -e "s/(0x$comm)/(0xCOMM_OFFSET)/" \
    -e "s/(0x$comm1)/(0xCOMM_OFFSET+1)/" "$tmp/err"
