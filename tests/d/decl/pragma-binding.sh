# pragma-binding.d at D's latest version, then at 1.2 and 1.1 (-xversion);
# a binding to a version this dtrace does not have, and bad versions
D=$1
"$D" -s pragma-binding.d 2>&1
echo "status $?"
"$D" -xversion=1.2 -s pragma-binding.d 2>&1
echo "status $?"
"$D" -x version=1.1.0 -s pragma-binding.d 2>&1
echo "status $?"
"$D" -q -n '#pragma D binding "1.14" future
inline int future = 1;
BEGIN { trace(future); exit(0); }' 2>&1
echo "status $?"
"$D" -xversion=1.14 -n 'BEGIN { exit(0); }' 2>&1
echo "status $?"
"$D" -xversion=one -n 'BEGIN { exit(0); }' 2>&1
echo "status $?"
