# freopen(): the output goes to the named file (appended to) until
# freopen("") restores it; ftruncate() empties the output file.
D=$1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
echo "was there" > "$tmp/one.txt"
"$D" -w -q -n '
BEGIN { printf("to stdout 1\n"); freopen("%s/%s", $$1, "one.txt"); }
BEGIN { printf("to the file\n"); freopen(""); }
BEGIN { printf("to stdout 2\n"); exit(0); }' "$tmp" 2>&1
echo "status $?"
cat "$tmp/one.txt"
"$D" -w -q -o "$tmp/two.txt" -n '
BEGIN { printf("lost\n"); }
BEGIN { ftruncate(); printf("kept\n"); exit(0); }'
echo "status $?"
cat "$tmp/two.txt"
"$D" -w -q -n 'BEGIN { freopen("/nonexistent/dir/file"); printf("still here\n"); exit(0); }' 2>&1
echo "status $?"
