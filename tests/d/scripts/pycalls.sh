# scripts/pycalls.d on a Python script with known calls (foo 8 times, bar
# 5, the module's top level once), run by Debian's /usr/bin/python3 (USDT
# probes of provider python): the rows of the script's own file, in the
# script's order (by count).  The interpreter's own start-up calls are
# counted too (<frozen ...> files) and left out here.
. inc/env.sh
tmpdir
cat > "$T/x.py" <<'PY'
def foo():
    pass
def bar():
    foo()
for i in range(5):
    bar()
for i in range(3):
    foo()
PY
"$S/pycalls.d" -c "/usr/bin/python3 $T/x.py" > "$T/out"
echo "status $?"
sed -n 1p "$T/out" | sed 's/[0-9][0-9]*/N/'
grep '^FILE' "$T/out"
awk -v f="$T/x.py" '$1 == f { print "x.py", $2, $3 }' "$T/out"
