# timestamp: non-zero and increasing from BEGIN to a later tick;
# walltimestamp: within a few seconds of the shell's clock
D=$1
before=$(date +%s)
out=$("$D" -q -n '
BEGIN
{
	t0 = timestamp;
	w0 = walltimestamp;
	done = 0;
}

tick-10ms
/!done/
{
	done = 1;
	printf("%s\n", t0 != 0 ? "timestamp nonzero" : "timestamp zero");
	printf("%s\n", timestamp > t0 ? "timestamp increases" :
	    "timestamp does not increase");
	printf("%s\n", walltimestamp >= w0 ? "walltimestamp ok" :
	    "walltimestamp goes back");
	printf("%d\n", w0 / 1000000000);
	exit(0);
}')
st=$?
after=$(date +%s)
echo "status $st"
echo "$out" | sed -n 1,3p
wall=$(echo "$out" | sed -n 4p)
if [ -n "$wall" ] && [ "$wall" -ge $((before - 2)) ] && [ "$wall" -le $((after + 2)) ]; then
	echo "walltimestamp matches date"
else
	echo "walltimestamp $wall not within [$before, $after] (+-2 s)"
fi
