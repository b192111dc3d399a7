# 8193 aggregations in a clause: more branches pending on one path than the kernel's verifier keeps (8192)
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
awk 'BEGIN { print "BEGIN {"; for (i = 0; i < 8193; i++) print "@a" i " = count();"; print "exit(0); }" }' > big.d
"$1" -q -s big.d 2> err
st=$?
# (the count depends on the code generated, or on the kernel)
sed 's/sequence of [0-9]* jumps/sequence of N jumps/' err >&2
exit $st
