# 61 thread-local variables: a map each, with dtrace's own more than the 64 maps the kernel lets a program use (it was refused by the kernel as a bug in dtrace)
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
awk 'BEGIN { print "BEGIN {"; for (i = 0; i < 61; i++) print "self->v" i " = " i ";"; print "exit(0); }" }' > big.d
"$1" -q -s big.d
