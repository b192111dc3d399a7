# udp::: and ip::: probes of loopback traffic made by loopback.py (udp-ip.d)
. inc/trace.sh
net_trace "$1" udp-ip.d
