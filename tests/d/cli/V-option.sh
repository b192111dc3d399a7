# -V prints the D version as "dtrace: Sun D <version>" and exits 0
out=$("$1" -V)
echo "status $?"
echo "$out" | grep -Eq '^dtrace: Sun D [0-9]+\.[0-9]+' && echo "version line ok"
echo "$out" | wc -l | tr -d ' '
