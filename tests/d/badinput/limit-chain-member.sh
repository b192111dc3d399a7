# curthread->real_parent->... 60000 times (SIGSEGV before)
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
awk 'BEGIN { printf "BEGIN { x = curthread"; for (i = 0; i < 60000; i++) printf "->real_parent"; print "->pid; exit(0); }" }' > big.d
"$1" -q -s big.d
