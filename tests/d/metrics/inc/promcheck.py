"""promcheck.py PROMETHEUS_URL: what Prometheus scraped from dtrace.

Waits for the server to be ready, then asks its query API
(/api/v1/query) until every query below has its expected value (or 60
seconds have passed), and prints each query's results, one sample a line,
sorted: what it has then, right or wrong.
"""
import json
import re
import sys
import time
import urllib.parse
import urllib.request

base = sys.argv[1]
EXPECT = [
    ('up{job="dtrace"}', ['up{instance=I,job="dtrace"} 1']),
    ("dtrace_calls_total", ['dtrace_calls_total{instance=I,job="dtrace",key0="1"} 10',
                            'dtrace_calls_total{instance=I,job="dtrace",key0="2"} 20',
                            'dtrace_calls_total{instance=I,job="dtrace",key0="3"} 30']),
    ("dtrace_weight_total", ['dtrace_weight_total{instance=I,job="dtrace",key0="1"} 1000',
                             'dtrace_weight_total{instance=I,job="dtrace",key0="2"} 4000',
                             'dtrace_weight_total{instance=I,job="dtrace",key0="3"} 9000']),
    ("dtrace_biggest", ['dtrace_biggest{instance=I,job="dtrace"} 21']),
    ('dtrace_dist_bucket{le=~"7.0|15.0|31.0|63.0|[+]Inf"}',
     ['dtrace_dist_bucket{instance=I,job="dtrace",le="+Inf"} 60',
      'dtrace_dist_bucket{instance=I,job="dtrace",le="15.0"} 10',
      'dtrace_dist_bucket{instance=I,job="dtrace",le="31.0"} 60',
      'dtrace_dist_bucket{instance=I,job="dtrace",le="63.0"} 60',
      'dtrace_dist_bucket{instance=I,job="dtrace",le="7.0"} 0']),
    ("count(dtrace_dist_bucket)", ["{} 127"]),
    ("histogram_quantile(0.5, dtrace_dist_bucket)", ['{instance=I,job="dtrace"} 21.4']),
    ("dtrace_esc_total", ['dtrace_esc_total{instance=I,job="dtrace",key0="a\\"b\\\\c\\nd"} 1']),
    ("dtrace_stack_total",
     ['dtrace_stack_total{instance=I,job="dtrace",'
      'key0="work`main+OFF;work`f1+OFF;libc.so.6`getppid+OFF"} 60']),
]


def get(path):
    with urllib.request.urlopen(base + path, timeout=5) as r:
        return r.read().decode()


def query(q):
    d = json.loads(get("/api/v1/query?" + urllib.parse.urlencode({"query": q})))
    out = []
    for s in d["data"]["result"]:
        m = s["metric"]
        name = m.pop("__name__", "")
        labels = ",".join("%s=%s" % (k, "I" if k == "instance" else json.dumps(v))
                          for k, v in sorted(m.items()))
        v = float(s["value"][1])
        v = "%d" % v if v == int(v) else "%g" % v
        out.append(re.sub(r"\+0x[0-9a-f]+", "+OFF", "%s{%s} %s" % (name, labels, v)))
    return sorted(out)


deadline = time.time() + 60
while True:
    try:
        if get("/-/ready").strip():
            break
    except OSError:
        pass
    if time.time() > deadline:
        sys.exit("prometheus is not ready")
    time.sleep(0.2)
while True:
    try:
        got = [(q, query(q)) for q, _ in EXPECT]
    except OSError as e:
        got = [(q, ["error: %s" % e]) for q, _ in EXPECT]
    if all(g == sorted(e) for (_, g), (_, e) in zip(got, EXPECT)) or time.time() > deadline:
        break
    time.sleep(0.5)
for q, g in got:
    print(q)
    for line in g:
        print("  " + line)
