# when dtrace ends first (exit() here), the -c command still running is
# killed and reaped: its /proc entry is gone when dtrace returns
D=$1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
"$D" -qn 'BEGIN { printf("%d\n", $target); } tick-200ms { exit(3); }' \
    -c 'sleep 30' > "$tmp/out"
echo "status $?"
t=$(cat "$tmp/out")
if [ -z "$t" ] || [ "$t" -le 0 ]; then
	echo "no target pid: '$t'"
elif [ -e "/proc/$t" ]; then
	echo "target $t still exists"
else
	echo "target killed and reaped"
fi
