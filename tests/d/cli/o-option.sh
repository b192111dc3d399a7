# -o FILE sends the trace output to FILE, appending to what is there;
# nothing goes to stdout
D=$1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
echo "existing line" > "$tmp/out"
"$D" -q -o "$tmp/out" -n 'BEGIN { printf("first run\n"); exit(0); }'
echo "status $?"
"$D" -q -o "$tmp/out" -n 'BEGIN { @["agg"] = count(); printf("second run\n"); exit(0); }'
echo "status $?"
echo "--- file:"
cat "$tmp/out"
