# dtrace -x metrics scraped by Debian's prometheus: dtrace traces the
# workload (inc/work.c) with prometheus.d, serving on a port the kernel
# picks; prometheus, on a free port of 127.0.0.1 with its storage in a
# temporary directory, scrapes it every second; its query API must give
# the exact count, sum and max of each key, histogram buckets and a
# quantile from them, an escaped label and a user stack (inc/promcheck.py).
# Then dtrace ends on SIGINT (status 0), then prometheus on SIGTERM, and
# none of them, nor the workload, is left running.
D=$1
T=$(mktemp -d) || exit 1
DPID= PROM=
trap 'exit 1' INT TERM
trap 'for p in $DPID $PROM; do kill -KILL $p 2>/dev/null; done; rm -rf "$T"' EXIT
. inc/serve.sh
serve prometheus.d
[ -n "$PORT" ] && [ -n "$WPID" ] || { cat "$T/err" >&2; exit 1; }
# a free port for prometheus (the kernel's pick, let go just before)
PPORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
cat > "$T/prometheus.yml" <<YML
global:
  scrape_interval: 1s
  scrape_timeout: 1s
scrape_configs:
  - job_name: dtrace
    static_configs:
      - targets: ['127.0.0.1:$PORT']
YML
prometheus --config.file="$T/prometheus.yml" --storage.tsdb.path="$T/data" \
    --web.listen-address="127.0.0.1:$PPORT" > "$T/prometheus.log" 2>&1 &
PROM=$!
python3 inc/promcheck.py "http://127.0.0.1:$PPORT" || tail -20 "$T/prometheus.log" >&2
kill -INT $DPID
wait $DPID
echo "dtrace: status $?"
DPID=
kill -TERM $PROM
wait $PROM
echo "prometheus: status $?"
PROM=
kill -0 "$WPID" 2>/dev/null && echo "the workload is still running"
sed '/serving metrics/d' "$T/err"
