# 200 clauses of 600 statements: each well within the limits, together more
# instructions than the kernel takes in a program (it was refused by the
# kernel as a bug in dtrace)
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
awk 'BEGIN { for (c = 0; c < 200; c++) { print "BEGIN { x = 0;"; for (i = 0; i < 600; i++) print "x = x + " i ";"; print "}" } print "BEGIN { exit(0); }" }' > big.d
"$1" -q -s big.d 2> err
st=$?
# (the count depends on the code generated)
sed 's/would have [0-9]* BPF/would have N BPF/' err >&2
exit $st
