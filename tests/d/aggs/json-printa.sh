# -x json: printa() as JSON rows (json-printa.d), then the same program's
# text output, whose rows the JSON ones must match; each line of the JSON
# output must be one of the documented objects (inc/jsonl-check.py).  The
# CPUs of the records are replaced.
D=$1
T=$(mktemp -d)
"$D" -x json -s json-printa.d > "$T/out"
echo "status $?"
sed -e 's/"cpu":[0-9]*/"cpu":N/' "$T/out"
python3 inc/jsonl-check.py "$T/out"
"$D" -q -s json-printa.d
echo "status $?"
rm -rf "$T"
