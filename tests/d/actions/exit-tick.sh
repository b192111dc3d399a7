# exit() from a later probe after three firings, with a computed status
# (exit-tick.d).  tick-1ms fires on whichever CPU passes its deadline
# first, and each CPU's records reach dtrace in its own buffer, so the
# three lines may print in any order (as in DTrace): they are sorted.
D=$1
"$D" -s exit-tick.d > out.$$
echo "status $?"
sort out.$$ | grep -v '^$'
rm -f out.$$
