# a comma expression of 100000 operands (SIGSEGV before)
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
awk 'BEGIN { printf "BEGIN { x = (1"; for (i = 0; i < 100000; i++) printf ", 1"; print "); exit(0); }" }' > big.d
"$1" -q -s big.d
