# $target is expanded in probe descriptions too: here
# pid<N>:a.out:no_such_function:entry, which matches nothing (sleep has no
# such function), so dtrace fails and kills the command
D=$1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
"$D" -n 'pid$target:a.out:no_such_function:entry' -c 'sleep 30' 2> "$tmp/err"
echo "status $?"
sed 's/pid[0-9][0-9]*:/pidN:/' "$tmp/err"
