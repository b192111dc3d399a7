# systemwide.d with openat kept busy by a shell loop; only its summary line
# and exit status are compared (the committed lines vary).
D=$1
out=$(mktemp) || exit 1
( while :; do cat /etc/hostname > /dev/null; done ) &
loop=$!
trap 'kill $loop 2>/dev/null; rm -f "$out"' EXIT
"$D" -s systemwide.d > "$out" 2>/dev/null
echo "status $?"
grep '^committed' "$out"
