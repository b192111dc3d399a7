# -x json: floating values trace as JSON numbers with the digits that give
# them back, an infinity or a NaN (which JSON has no number for) as the
# string C prints; printf() formats them as the text output does.  Each
# line must parse as JSON.
D=$1
out=/tmp/dt-float-json-$$
taskset -c 0 "$D" -x json -n '
union { long l; int i; double d; float f; } u;
BEGIN {
	u.l = 0x3fb999999999999a;	/* 0.1 */
	trace(u.d);
	printf("%.3f", u.d);
	u.i = 0x3dcccccd;		/* 0.1f */
	trace(u.f);
	u.l = 0x7ff0000000000000;	/* +inf */
	trace(u.d);
	u.l = 0xfff8000000000000;	/* NaN */
	trace(u.d);
	exit(0);
}' > $out
echo "status $?"
cat $out
python3 -c 'import json, sys
for line in open(sys.argv[1]):
    json.loads(line)
print("valid JSON lines")' $out
rm -f $out
