# an if whose body is 4000 statements: the jump over it would be longer than a BPF jump's 16-bit offset (it was cut, and the kernel refused the program as a bug in dtrace)
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
awk 'BEGIN { print "BEGIN { x = 0; y = 1;"; print "if (y == 1) {"; for (i = 0; i < 4000; i++) print "x = x + " i ";"; print "} else { x = 7; }"; print "exit(0); }" }' > big.d
"$1" -q -s big.d 2> err
st=$?
# (the count depends on the code generated, or on the kernel)
sed 's/jump over [0-9]* instructions/jump over N instructions/' err >&2
exit $st
