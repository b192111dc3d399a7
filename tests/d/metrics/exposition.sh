# dtrace -x metrics=127.0.0.1:0: the OpenMetrics exposition of
# exposition.d's aggregations, fetched over HTTP while tracing
# (inc/fetch.py: GET, HEAD, a query string, another path, POST, beside a
# connection that stalls), checked whole; user stack offsets read +OFF.
# Then SIGINT ends dtrace (status 0), its workload with it, and the
# warning about @x_total was said once.
D=$1
T=$(mktemp -d) || exit 1
DPID=
trap 'exit 1' INT TERM
trap '[ -z "$DPID" ] || kill -KILL $DPID 2>/dev/null; rm -rf "$T"' EXIT
. inc/serve.sh
serve exposition.d
python3 inc/fetch.py "$URL" | sed -E 's/\+0x[0-9a-f]+/+OFF/g'
kill -INT $DPID
wait $DPID
echo "dtrace: status $?"
DPID=
kill -0 "$WPID" 2>/dev/null && echo "the workload is still running"
sed -E 's/127\.0\.0\.1:[0-9]+/127.0.0.1:PORT/' "$T/err"
