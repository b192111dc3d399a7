# 2000 structs, each holding the one before: a member's alignment was found
# again down the whole nesting, twice a level (2^2000 steps: no end); it is
# kept once known
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
awk 'BEGIN { print "struct s0 { int a; char b; };"; for (i = 1; i <= 2000; i++) print "struct s" i " { char c; struct s" i - 1 " a; };"; print "BEGIN { printf(\"%d %d\\n\", sizeof (struct s2000), offsetof(struct s2000, a)); exit(0); }" }' > big.d
"$1" -q -s big.d
