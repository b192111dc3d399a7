# a ?: chain of 2000 conditions, nested on the right
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
awk 'BEGIN { printf "BEGIN { x = "; for (i = 0; i < 2000; i++) printf "y == %d ? %d : ", i, i; print "0; exit(0); }" }' > big.d
"$1" -q -s big.d
