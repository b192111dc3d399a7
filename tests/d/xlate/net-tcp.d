/*
 * ip.d's and tcp.d's translators on the packets and sockets of loopback
 * TCP connections made by inc/net.py (net-tcp.sh): IPv4 to port $1, IPv6
 * to port $2, in the network namespace whose inode is $3.  The packets are
 * the socket buffers of sdt::net:net_dev_queue (the SYN, the SYN-ACK and
 * the 10 bytes of data: pure ACKs and the close's packets depend on
 * timing), the sockets those of sdt::sock:inet_sock_set_state (up to
 * ESTABLISHED).  Each line stands alone: net-tcp.sh sorts them.
 */
#pragma D option quiet

#define SKB	((struct sk_buff *)args[0])
#define IP	xlate <ipinfo_t> (SKB)
#define IP4	xlate <ipv4info_t> (SKB)
#define IP6	xlate <ipv6info_t> (SKB)
#define TH	xlate <tcpinfo_t> (SKB)
#define PORT	(IP.ip_ver == 4 ? $1 : $2)
#define SK	((struct sock *)args[0])
#define TS	xlate <tcpsinfo_t> (SK)
#define SPORT	(args[5] == AF_INET ? $1 : $2)
#define ROLE(p, port)	((p) == (port) ? "port" : (p) == 0 ? "0" : "ephemeral")

sdt::net:net_dev_queue
/(IP.ip_ver == 4 && IP4.ipv4_protocol == IPPROTO_TCP ||
    IP.ip_ver == 6 && IP6.ipv6_nexthdr == IPPROTO_TCP) &&
    (TH.tcp_sport == PORT || TH.tcp_dport == PORT) &&
    (TH.tcp_flags & TH_SYN || IP.ip_plength > TH.tcp_offset)/
{
	this->v = IP.ip_ver;
	this->what = TH.tcp_flags == TH_SYN ? "SYN" : TH.tcp_flags == (TH_SYN | TH_ACK) ? "SYN-ACK" :
	    TH.tcp_flags == (TH_PUSH | TH_ACK) ? "data" : "other";
	this->dir = TH.tcp_dport == PORT ? "client->server" : "server->client";
	printf("v%d %s %s: %s -> %s, ports %s -> %s, payload %d, offset a header's %d\n",
	    this->v, this->what, this->dir, IP.ip_saddr, IP.ip_daddr,
	    ROLE(TH.tcp_sport, PORT), ROLE(TH.tcp_dport, PORT), IP.ip_plength - TH.tcp_offset,
	    TH.tcp_offset >= 20 && TH.tcp_offset <= 60 && TH.tcp_offset % 4 == 0);
	printf("v%d %s %s: window > 0 %d, urgent %d, tcp_hdr's dport %d, if %s local %d our netns %d, socket %d\n",
	    this->v, this->what, this->dir, TH.tcp_window > 0, TH.tcp_urgent,
	    ntohs(TH.tcp_hdr->dest) == TH.tcp_dport, xlate <ifinfo_t> (SKB).if_name,
	    xlate <ifinfo_t> (SKB).if_local, xlate <ifinfo_t> (SKB).if_ipstack == $3,
	    xlate <csinfo_t> (SKB).cs_addr == (uintptr_t)SKB->sk && SKB->sk != NULL);
}

sdt::net:net_dev_queue
/IP.ip_ver == 4 && IP4.ipv4_protocol == IPPROTO_TCP && TH.tcp_flags == TH_SYN &&
    TH.tcp_dport == $1/
{
	printf("v4 SYN ipv4info: ver %d ihl %d length is plength + ihl %d ttl > 0 %d flags DF %d offset %d protostr %s src %s dst %s src is dst %d hdr %d\n",
	    IP4.ipv4_ver, IP4.ipv4_ihl, IP4.ipv4_length == IP.ip_plength + IP4.ipv4_ihl,
	    IP4.ipv4_ttl > 0, IP4.ipv4_flags == 2, IP4.ipv4_offset, IP4.ipv4_protostr,
	    IP4.ipv4_saddr, IP4.ipv4_daddr, IP4.ipv4_src == IP4.ipv4_dst,
	    IP4.ipv4_hdr == (struct iphdr *)(SKB->head + SKB->network_header));
	printf("v4 SYN ipv6info of an IPv4 packet: %d %s %s %s %d\n", IP6.ipv6_ver, IP6.ipv6_saddr,
	    IP6.ipv6_nextstr, IP6.ipv6_src == NULL ? "NULL" : "?", IP6.ipv6_plen);
}

sdt::net:net_dev_queue
/IP.ip_ver == 6 && IP6.ipv6_nexthdr == IPPROTO_TCP && TH.tcp_flags == TH_SYN &&
    TH.tcp_dport == $2/
{
	printf("v6 SYN ipv6info: ver %d plen is plength %d nextstr %s hlim > 0 %d src %s dst %s src %s tclass %d hdr %d\n",
	    IP6.ipv6_ver, IP6.ipv6_plen == IP.ip_plength, IP6.ipv6_nextstr, IP6.ipv6_hlim > 0,
	    IP6.ipv6_saddr, IP6.ipv6_daddr, inet_ntop(AF_INET6, IP6.ipv6_src), IP6.ipv6_tclass,
	    IP6.ipv6_hdr == (struct ipv6hdr *)(SKB->head + SKB->network_header));
	printf("v6 SYN ipv4info of an IPv6 packet: %d %s %s %d\n", IP4.ipv4_ver, IP4.ipv4_saddr,
	    IP4.ipv4_protostr, IP4.ipv4_hdr == NULL);
}

/* the sequence numbers of each handshake, for the sockets' iss and irs */
sdt::net:net_dev_queue
/(IP.ip_ver == 4 && IP4.ipv4_protocol == IPPROTO_TCP ||
    IP.ip_ver == 6 && IP6.ipv6_nexthdr == IPPROTO_TCP) && TH.tcp_dport == PORT &&
    TH.tcp_flags == TH_SYN/
{
	syn[IP.ip_ver] = TH.tcp_seq;
}

sdt::net:net_dev_queue
/(IP.ip_ver == 4 && IP4.ipv4_protocol == IPPROTO_TCP ||
    IP.ip_ver == 6 && IP6.ipv6_nexthdr == IPPROTO_TCP) && TH.tcp_sport == PORT &&
    TH.tcp_flags == (TH_SYN | TH_ACK)/
{
	synack[IP.ip_ver] = TH.tcp_seq;
	printf("v%d SYN-ACK acks the SYN: %d\n", IP.ip_ver, TH.tcp_ack == syn[IP.ip_ver] + 1);
}

sdt::net:net_dev_queue
/(IP.ip_ver == 4 && IP4.ipv4_protocol == IPPROTO_TCP ||
    IP.ip_ver == 6 && IP6.ipv6_nexthdr == IPPROTO_TCP) && TH.tcp_dport == PORT &&
    TH.tcp_flags == (TH_PUSH | TH_ACK)/
{
	printf("v%d data: seq follows the SYN %d, ack follows the SYN-ACK %d\n", IP.ip_ver,
	    TH.tcp_seq == syn[IP.ip_ver] + 1, TH.tcp_ack == synack[IP.ip_ver] + 1);
}

sdt::sock:inet_sock_set_state
/args[6] == IPPROTO_TCP && (args[3] == SPORT || args[4] == SPORT) &&
    (args[2] == TCP_STATE_SYN_SENT || args[2] == TCP_STATE_SYN_RECEIVED ||
    args[2] == TCP_STATE_ESTABLISHED || args[2] == TCP_STATE_LISTEN)/
{
	this->v = args[5] == AF_INET ? 4 : 6;
	this->side = TS.tcps_lport == SPORT ? "server" : "client";
	printf("v%d %s %s -> %s: tcps_state %s, %s -> %s, ports %s -> %s, local %d, conninfo %s %s %s\n",
	    this->v, this->side, tcp_state_string[xlate <tcplsinfo_t> (args[1]).tcps_state],
	    tcp_state_string[args[2]], tcp_state_string[TS.tcps_state], TS.tcps_laddr,
	    TS.tcps_raddr, ROLE(TS.tcps_lport, SPORT), ROLE(TS.tcps_rport, SPORT),
	    TS.tcps_local, xlate <conninfo_t> (SK).ci_local, xlate <conninfo_t> (SK).ci_remote,
	    xlate <conninfo_t> (SK).ci_protocol);
}

sdt::sock:inet_sock_set_state
/args[6] == IPPROTO_TCP && args[4] == SPORT && args[1] == TCP_STATE_SYN_SENT &&
    args[2] == TCP_STATE_ESTABLISHED/
{
	this->v = args[5] == AF_INET ? 4 : 6;
	printf("v%d client established: iss the SYN's %d, irs the SYN-ACK's %d, suna snxt %d, rnxt irs + 1 %d\n",
	    this->v, TS.tcps_iss == syn[this->v], TS.tcps_irs == synack[this->v],
	    TS.tcps_suna == TS.tcps_snxt && TS.tcps_snxt == syn[this->v] + 1,
	    TS.tcps_rnxt == synack[this->v] + 1);
	printf("v%d client established: mss > 0 %d, cwnd >= mss %d, ssthresh > 0 %d, swnd > 0 %d, rwnd > 0 %d, rto > 0 %d, retransmit %d, addr %d\n",
	    this->v, TS.tcps_mss > 0, TS.tcps_cwnd >= TS.tcps_mss, TS.tcps_cwnd_ssthresh > 0,
	    TS.tcps_swnd > 0, TS.tcps_rwnd > 0, TS.tcps_rto > 0, TS.tcps_retransmit,
	    TS.tcps_addr == (uintptr_t)SK);
}

sdt::sock:inet_sock_set_state
/args[6] == IPPROTO_TCP && args[3] == SPORT && args[1] == TCP_STATE_SYN_RECEIVED &&
    args[2] == TCP_STATE_ESTABLISHED/
{
	this->v = args[5] == AF_INET ? 4 : 6;
	printf("v%d server established: iss the SYN-ACK's + 1 %d, irs the SYN's %d, rnxt irs + 1 %d\n",
	    this->v, TS.tcps_iss == synack[this->v] + 1, TS.tcps_irs == syn[this->v],
	    TS.tcps_rnxt == syn[this->v] + 1);
}
