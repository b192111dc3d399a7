# scripts/pycalls.d on a Python script with known calls (../usdt/inc/calls.py:
# foo 8 times, bar 5, the module's top level once), run by Debian's
# /usr/bin/python3 (USDT probes of provider python): the rows of the
# script's own file, in the script's order (by count).  The interpreter's
# own start-up calls are counted too (<frozen ...> files) and left out here.
. inc/env.sh
tmpdir
"$S/pycalls.d" -c "/usr/bin/python3 ../usdt/inc/calls.py" > "$T/out"
echo "status $?"
sed -n 1p "$T/out" | sed 's/[0-9][0-9]*/N/'
grep '^FILE' "$T/out"
# the script's name as Python reports it: the working directory and the
# relative path it was given
awk -v f="$(pwd -P)/../usdt/inc/calls.py" '$1 == f { print "calls.py", $2, $3 }' "$T/out"
