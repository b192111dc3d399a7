# chains and nesting within the limits compile and run: a sum of 900 terms, 400 nested parentheses, 300 nested ifs
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
awk 'BEGIN { printf "BEGIN { x = 0"; for (i = 1; i <= 900; i++) printf " + %d", i; print ";"; printf "y = "; for (i = 0; i < 400; i++) printf "("; printf "x"; for (i = 0; i < 400; i++) printf ")"; print ";"; for (i = 0; i < 300; i++) print "if (y > " i ") {"; print "printf(\"%d\\n\", y);"; for (i = 0; i < 300; i++) print "}"; print "exit(0); }" }' > big.d
"$1" -q -s big.d
