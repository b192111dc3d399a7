# 2000 nested parentheses: more than the parser's 1000 levels
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
awk 'BEGIN { printf "BEGIN { x = "; for (i = 0; i < 2000; i++) printf "("; printf "1"; for (i = 0; i < 2000; i++) printf ")"; print "; exit(0); }" }' > big.d
"$1" -q -s big.d
