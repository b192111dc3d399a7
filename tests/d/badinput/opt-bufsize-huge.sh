# -x bufsize=1t: as DTrace, bufresize=auto (the default) lowers it, here to
# what 1/16 of the memory gives each CPU (the size printed depends on the
# machine), and tracing goes on; no libbpf message reaches stderr
D=$1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
"$D" -q -x bufsize=1t -n 'BEGIN { printf("traced\n"); exit(0); }' 2> "$tmp/err"
st=$?
sed 's/lowered to [0-9][0-9]*[kmg]$/lowered to SIZE/' "$tmp/err" >&2
exit $st
