# a clause of 100000 statements: more instructions than the kernel takes in a
# program, found as its code is generated (the line is where it went past)
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
awk 'BEGIN { print "BEGIN { x = 0;"; for (i = 0; i < 100000; i++) print "x = x + " i ";"; print "exit(0); }" }' > big.d
"$1" -q -s big.d 2> err
st=$?
# (the count depends on the code generated, or on the kernel)
sed 's/line [0-9]*:/line N:/' err >&2
exit $st
