# tcps_lport at each state change of loopback.py's connections (tcp-lport.d)
. inc/trace.sh
net_trace "$1" tcp-lport.d
