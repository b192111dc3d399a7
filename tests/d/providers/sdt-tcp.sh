# sdt:::inet_sock_set_state for a loopback TCP connection made by
# inc/tcp-client.pl to a free port: the client socket's CLOSE -> SYN_SENT
# and SYN_SENT -> ESTABLISHED transitions, with args[] from the format
# (int states, __u16 ports and family, __u8 daddr[4] as an array, and
# daddr_v6, the eleventh field)
D=$1
port=$(perl -MIO::Socket::INET -e '$s = IO::Socket::INET->new(Listen => 1,
    LocalAddr => "127.0.0.1", LocalPort => 0) or die; print $s->sockport')
"$D" -q -c "perl inc/tcp-client.pl $port" -s sdt-tcp.d $port
echo "status $?"
