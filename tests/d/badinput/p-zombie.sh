# -p of a process that has exited and is not yet reaped (a zombie): the
# child of a perl that never waits for it
D=$1
tmp=$(mktemp -d) || exit 1
perl -e '$SIG{CHLD} = "DEFAULT"; $| = 1; my $p = fork(); exit 0 if $p == 0;
    print "$p\n"; sleep 30' > "$tmp/zpid" &
parent=$!
trap 'kill $parent 2>/dev/null; rm -rf "$tmp"' EXIT
while [ ! -s "$tmp/zpid" ]; do sleep 0.01; done
z=$(cat "$tmp/zpid")
while ! grep -q '^State:.Z' /proc/$z/status 2>/dev/null; do sleep 0.01; done
"$D" -n 'BEGIN { exit(0); }' -p $z 2> "$tmp/err"
st=$?
sed "s/pid $z:/pid N:/" "$tmp/err" >&2
exit $st
