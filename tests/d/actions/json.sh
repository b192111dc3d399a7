# -x json: one JSON object per record (JSON Lines): probe, cpu, clause and
# the data of each action that ran, in order; strings escaped; nothing
# else on stdout (no probe lines, no newline at the end).  Each line must
# parse as JSON.
D=$1
taskset -c 0 "$D" -x json -n '
struct s { int a; char b; } v;
BEGIN {
	v.a = 258;
	trace(42);
	trace((char)-1);
	trace((unsigned long long)-1);
	trace("tab\tquote\"back\\slash\n");
	printf("%d %5s|", -7, "ab");
	trace(v);
	print(v);
	tracemem(&v, 8, 6);
}
BEGIN { i = 1; if (i > 1) { trace("not"); } else { trace("branch"); } }
BEGIN { exit(3); }' > /tmp/dt-json-$$
echo "status $?"
cat /tmp/dt-json-$$
python3 -c 'import json, sys
for line in open(sys.argv[1]):
    json.loads(line)
print("valid JSON lines")' /tmp/dt-json-$$
rm -f /tmp/dt-json-$$
