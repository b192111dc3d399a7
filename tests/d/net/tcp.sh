# tcp::: probes of loopback connections made by loopback.py (tcp.d)
. inc/trace.sh
net_trace "$1" tcp.d
