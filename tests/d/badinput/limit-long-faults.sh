# 3000 divisions in a clause: the jumps of their divide-by-zero checks to the clause's fault path at its end are too long
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
awk 'BEGIN { print "BEGIN { x = 0; y = 1;"; for (i = 0; i < 3000; i++) print "x = x + " i " / y;"; print "exit(0); }" }' > big.d
"$1" -q -s big.d 2> err
st=$?
# (the count depends on the code generated, or on the kernel)
sed 's/jump over [0-9]* instructions/jump over N instructions/' err >&2
exit $st
