# 60 thread-local variables: 64 maps with dtrace's own, as many as the kernel allows
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
awk 'BEGIN { print "BEGIN {"; for (i = 0; i < 60; i++) print "self->v" i " = " i ";"; print "printf(\"%d\\n\", self->v59); exit(0); }" }' > big.d
"$1" -q -s big.d
