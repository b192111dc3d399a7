# run fault-predicate.d; the faulting address is the offset of tgid in
# struct task_struct, which the error lines show as 0xTGID_OFFSET once it is
# found to be right (tests/tools/btfinfo.c)
D=$1
tools=$(cd "$2/../../tools" && pwd) || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
. "$tools/btfinfo.sh"
btfinfo_build "$tools" "$tmp" || exit 1

tgid=$(printf '%x' "$("$BTFINFO" offset 'struct task_struct' tgid)")

"$D" -s fault-predicate.d 2> "$tmp/err"
echo "status $?"
sed -e "s/(0x$tgid)/(0xTGID_OFFSET)/" "$tmp/err"
