# -x bufsize=1t -x bufresize=manual: the kernel cannot allocate it, which
# fails the enabling with the size asked for; libbpf's own message about
# the failed mmap does not reach stderr
D=$1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
"$D" -q -x bufsize=1t -x bufresize=manual -n 'BEGIN { exit(0); }' 2> "$tmp/err"
st=$?
sed 's/on each of [0-9][0-9]* CPUs/on each of N CPUs/' "$tmp/err" >&2
exit $st
