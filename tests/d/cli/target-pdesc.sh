# $target is expanded in probe descriptions too: here pid<N>:::entry, which
# matches nothing (no pid provider yet), so dtrace fails and kills the command
D=$1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
"$D" -n 'pid$target:::entry' -c 'sleep 30' 2> "$tmp/err"
echo "status $?"
sed 's/pid[0-9][0-9]*:/pidN:/' "$tmp/err"
