# a clause of 100000 statements: more instructions than the kernel takes in a program (it was refused by the kernel as a bug in dtrace)
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
awk 'BEGIN { print "BEGIN { x = 0;"; for (i = 0; i < 100000; i++) print "x = x + " i ";"; print "exit(0); }" }' > big.d
"$1" -q -s big.d 2> err
st=$?
# (the count depends on the code generated, or on the kernel)
sed 's/would have [0-9]* BPF/would have N BPF/' err >&2
exit $st
