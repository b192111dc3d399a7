# -p of a thread that is not its process's first: it has a pid of its own
# in /proc, but is no process; the message names the process
D=$1
tmp=$(mktemp -d) || exit 1
/usr/bin/python3 -c '
import threading, time
def run():
    print(threading.get_native_id(), flush=True)
    time.sleep(30)
threading.Thread(target=run, daemon=True).start()
time.sleep(30)
' > "$tmp/tid" &
py=$!
trap 'kill $py 2>/dev/null; rm -rf "$tmp"' EXIT
while [ ! -s "$tmp/tid" ]; do sleep 0.01; done
t=$(cat "$tmp/tid")
"$D" -n 'BEGIN { exit(0); }' -p $t 2> "$tmp/err"
st=$?
sed -e "s/pid $t:/pid T:/" -e "s/of pid $py,/of pid P,/" "$tmp/err" >&2
exit $st
