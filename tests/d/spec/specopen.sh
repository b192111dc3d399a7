# The Dynamic Tracing Guide's specopen.d, with openat and printf: only the
# paths of the failed opens of the traced process are shown.
D=$1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/op.pl" <<'PL'
open(F, "<", "/etc/hostname");
open(G, "<", "/nonexistent/dt-spec-test");
open(H, "<", "/etc/passwd");
open(I, "<", "/nonexistent/dt-spec-test2");
PL
LC_ALL=C "$D" -s specopen.d -c "perl $tmp/op.pl"
echo "status $?"
