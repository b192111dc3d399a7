# -p of a process that exits while dtrace grabs it, makes its probes from
# its files (pid and USDT), attaches them and starts tracing: 40 runs, each
# a little later in the process's life than the one before.  Each run must
# either trace (status 0: the exit ends tracing) or stop with a message
# that says the process is gone, never crash, hang or give another error.
D=$1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
prog='pid$target::malloc:entry, pid$target:a.out::entry { @calls = count(); }
python$target:::function-entry { @py = count(); }
syscall:::entry /pid == $target/ { @sys = count(); }'
n=0
bad=0
while [ $n -lt 40 ]; do
	rm -f "$tmp/ready"
	/usr/bin/python3 -c "import time
print('go', flush=True)
time.sleep($((n % 20)) * 0.006)" > "$tmp/ready" &
	p=$!
	while [ ! -s "$tmp/ready" ]; do sleep 0.001; done
	"$D" -q -n "$prog" -p $p > /dev/null 2> "$tmp/err"
	st=$?
	wait $p
	case $st:$(cat "$tmp/err") in
	0:) ;;
	"1:dtrace: failed to grab pid $p: no such process") ;;
	"1:dtrace: failed to grab pid $p: zombie process") ;;
	"1:dtrace: invalid probe specifier "*": failed to grab process $p: it has exited") ;;
	*)
		bad=$((bad + 1))
		echo "run $n (pid $p): status $st:"
		cat "$tmp/err"
		;;
	esac
	n=$((n + 1))
done
echo "$n runs, $bad with another outcome"
