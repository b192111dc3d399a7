# -x json: every aggregation printed at the end of tracing as JSON rows
# (json-funcs.d), then the same program's text output, whose values the
# rows must match (quantize's extremes apart: their text is long); each line of the JSON output must be one of the
# documented objects (inc/jsonl-check.py).  The CPU of the exit() record
# is replaced.
D=$1
T=$(mktemp -d)
"$D" -x json -s json-funcs.d > "$T/out"
echo "status $?"
sed -e 's/"cpu":[0-9]*/"cpu":N/' "$T/out"
python3 inc/jsonl-check.py "$T/out"
"$D" -q -s json-funcs.d
echo "status $?"
# quantize's first and last buckets end at the limits of int64
"$D" -x json -n 'BEGIN { @x = quantize(0x7fffffffffffffff); @x = quantize(-0x7fffffffffffffff - 1);
    @x = quantize(-0x4000000000000000); @x = quantize(0x4000000000000000 - 1); exit(0); }' |
    grep '"aggregation"'
rm -rf "$T"
