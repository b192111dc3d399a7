# 50000 typedefs, 50000 struct tags and 50000 enumerators: each name was
# looked up down a list of all the others (100000 declarations took
# minutes); the names are hashed
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
awk 'BEGIN { print "typedef int t0;"; for (i = 1; i <= 50000; i++) { print "typedef t" i - 1 " t" i ";"; print "struct st" i " { t" i " m; };"; print "enum e" i " { E" i " = " i " };" } print "BEGIN { printf(\"%d %d\\n\", sizeof (struct st50000), E50000); exit(0); }" }' > big.d
"$1" -q -s big.d
