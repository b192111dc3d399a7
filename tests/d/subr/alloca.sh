# run alloca.d; the addresses of faults are kernel addresses that differ
# from run to run: the one of a copy into curthread shows as CURTHREAD, of
# a copy past an allocation as SCRATCH
D=$1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
"$D" -s alloca.d 2> "$tmp/err"
echo "status $?"
sed -E -e 's/invalid address \(0xffff[0-9a-f]+\) in action #1 at line 51/invalid address (CURTHREAD) in action #1 at line 51/' \
    -e 's/invalid address \(0xffff[0-9a-f]+\) in action #2 at line 45/invalid address (SCRATCH) in action #2 at line 45/' "$tmp/err"
