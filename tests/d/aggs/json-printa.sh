# -x json: printa() as JSON rows (json-printa.d), then the same program's
# text output, whose rows the JSON ones must match; each line of the JSON
# output must be one of the documented objects (inc/jsonl-check.py).  The
# CPUs of the records are replaced.  Then: rows sorted as the aggsort
# options say; and printa() of a clear()ed aggregation at each firing of a
# tick, each print its own snapshot (how a pipeline tells the intervals
# apart), nothing left for the end; printa() reads the kernel's map when
# its record is consumed, so a busy machine may move a count to an earlier
# print: the snapshots and the total are shown, not each print's value.
D=$1
T=$(mktemp -d)
"$D" -x json -s json-printa.d > "$T/out"
echo "status $?"
sed -e 's/"cpu":[0-9]*/"cpu":N/' "$T/out"
python3 inc/jsonl-check.py "$T/out"
"$D" -q -s json-printa.d
echo "status $?"
"$D" -x json -x aggsortrev -n 'BEGIN { @a["x"] = sum(1); @a["y"] = sum(3); @a["z"] = sum(2);
    exit(0); }' | grep '"aggregation"'
"$D" -x json -n 'tick-10ms { @t = count(); printa(@t); clear(@t); }
    tick-10ms /++i == 3/ { exit(0); }' > "$T/out"
echo "status $?"
python3 -c 'import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
aggs = [r for r in rows if r["type"] == "aggregation"]
print("snapshots", [r["snapshot"] for r in aggs], "total", sum(r["value"] for r in aggs))' "$T/out"
python3 inc/jsonl-check.py "$T/out"
rm -rf "$T"
