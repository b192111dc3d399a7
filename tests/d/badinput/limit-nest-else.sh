# an else-if chain of 2000 conditions (each else holds the next if)
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
awk 'BEGIN { print "BEGIN {"; for (i = 0; i < 2000; i++) print "if (x == " i ") { y = " i "; } else"; print "{ y = -1; }"; print "exit(0); }" }' > big.d
"$1" -q -s big.d
