# x = x = ... = 1, 100000 times: right-nested assignments (SIGSEGV before)
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
awk 'BEGIN { printf "BEGIN { x = 0; x"; for (i = 0; i < 100000; i++) printf " = x"; print " = 1; exit(0); }" }' > big.d
"$1" -q -s big.d
