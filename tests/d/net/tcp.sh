# tcp::: probes of loopback connections made by loopback.py (tcp.d)
D=$1
"$D" -s tcp.d -c "/usr/bin/python3 loopback.py" > out.$$ 2>&1
echo "status $?"
sort out.$$ | grep -v '^$'
rm -f out.$$
