# tcps_lport at each state change of loopback.py's connections (tcp-lport.d)
D=$1
"$D" -s tcp-lport.d -c "/usr/bin/python3 loopback.py" > out.$$ 2> err.$$
echo "status $?"
sort out.$$ | grep -v '^$'
# a probe in softirq context that fires while one of ours runs on its CPU
# is dropped and reported: that line is not an error; anything else is
grep -v ' drops\{0,1\} (probe fired while another' err.$$
rm -f out.$$ err.$$
