# run alloca-load.d; scratch and kernel addresses differ from run to run:
# a fault's address shows as ADDR unless it is a small number
D=$1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
"$D" -s alloca-load.d 2> "$tmp/err"
echo "status $?"
sed -E 's/invalid address \(0xffff[0-9a-f]+\)/invalid address (ADDR)/' "$tmp/err"
