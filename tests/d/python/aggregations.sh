# The Python binding's aggregations as a dict, with exact values: a child
# process the binding creates calls getppid() 7 times; count() by string
# keys, sum, min, max, avg and stddev (ints with their count and sum),
# quantize's and lquantize's buckets with their ranges (those with a count,
# and the whole layouts), integer keys (inc/aggregations.py).
D=$1
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
. inc/venv.sh
"$PY" inc/aggregations.py
echo "status $?"
