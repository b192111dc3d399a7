# 5000 clauses: a BPF function each, more than the kernel's 256 in a program
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
awk 'BEGIN { for (i = 0; i < 5000; i++) print "BEGIN { x" i " = " i "; }"; print "BEGIN { exit(0); }" }' > big.d
"$1" -q -s big.d
