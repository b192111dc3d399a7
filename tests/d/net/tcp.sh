# tcp::: probes of loopback connections made by loopback.py (tcp.d)
D=$1
"$D" -s tcp.d -c "/usr/bin/python3 loopback.py" > out.$$ 2> err.$$
echo "status $?"
sort out.$$ | grep -v '^$'
# a probe in softirq context that fires while one of ours runs on its CPU
# is dropped and reported (DTrace does not nest probes either): that line
# is not an error; anything else on stderr is
grep -v ' drops\{0,1\} (probe fired while another' err.$$
rm -f out.$$ err.$$
