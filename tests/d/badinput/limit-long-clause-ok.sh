# a clause of 20000 statements (200000 instructions) loads and runs
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
awk 'BEGIN { print "BEGIN { x = 0;"; for (i = 0; i < 20000; i++) print "x = x + " i ";"; print "printf(\"%d\\n\", x); exit(0); }" }' > big.d
"$1" -q -s big.d
