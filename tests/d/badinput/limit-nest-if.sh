# 2000 nested if statements, one a line (an if and its block are two levels)
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
awk 'BEGIN { print "BEGIN {"; for (i = 0; i < 2000; i++) print "if (x == 0) {"; print "x = 1;"; for (i = 0; i < 2000; i++) print "}"; print "exit(0); }" }' > big.d
"$1" -q -s big.d
