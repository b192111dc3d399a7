# udp::: and ip::: probes of loopback traffic made by loopback.py (udp-ip.d)
D=$1
"$D" -s udp-ip.d -c "/usr/bin/python3 loopback.py" > out.$$ 2>&1
echo "status $?"
sort out.$$ | grep -v '^$'
rm -f out.$$
