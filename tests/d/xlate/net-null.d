/*
 * The network translators of a NULL socket buffer, socket or device
 * (defined values, no fault), a buffer without a transport header, and the
 * constants and names the libraries define.
 */
#pragma D option quiet

#define NOSKB	((struct sk_buff *)NULL)
#define NOSK	((struct sock *)NULL)

BEGIN
{
	printf("ipinfo: %d %d %s %s\n", xlate <ipinfo_t> (NOSKB).ip_ver,
	    xlate <ipinfo_t> (NOSKB).ip_plength, xlate <ipinfo_t> (NOSKB).ip_saddr,
	    xlate <ipinfo_t> (NOSKB).ip_daddr);
	printf("ipv4info: %d %s %s %d\n", xlate <ipv4info_t> (NOSKB).ipv4_ver,
	    xlate <ipv4info_t> (NOSKB).ipv4_saddr, xlate <ipv4info_t> (NOSKB).ipv4_protostr,
	    xlate <ipv4info_t> (NOSKB).ipv4_hdr == NULL);
	printf("ipv6info: %d %s %d\n", xlate <ipv6info_t> (NOSKB).ipv6_ver,
	    xlate <ipv6info_t> (NOSKB).ipv6_daddr, xlate <ipv6info_t> (NOSKB).ipv6_src == NULL);
	printf("tcpinfo: %d %d %d %d\n", xlate <tcpinfo_t> (NOSKB).tcp_sport,
	    xlate <tcpinfo_t> (NOSKB).tcp_seq, xlate <tcpinfo_t> (NOSKB).tcp_flags,
	    xlate <tcpinfo_t> (NOSKB).tcp_hdr == NULL);
	printf("udpinfo: %d %d %d\n", xlate <udpinfo_t> (NOSKB).udp_dport,
	    xlate <udpinfo_t> (NOSKB).udp_length, xlate <udpinfo_t> (NOSKB).udp_hdr == NULL);
	printf("pktinfo, csinfo: %d %d %d\n", xlate <pktinfo_t> (NOSKB).pkt_addr,
	    xlate <csinfo_t> (NOSKB).cs_addr, xlate <csinfo_t> (NOSKB).cs_cid);
	printf("ifinfo: %s %d; %s %d\n", xlate <ifinfo_t> (NOSKB).if_name,
	    xlate <ifinfo_t> (NOSKB).if_local,
	    xlate <ifinfo_t> ((struct net_device *)NULL).if_name,
	    xlate <ifinfo_t> ((struct net_device *)NULL).if_ipstack);
	printf("tcpsinfo: %s %s %d %d %d %d %d\n", xlate <tcpsinfo_t> (NOSK).tcps_laddr,
	    xlate <tcpsinfo_t> (NOSK).tcps_raddr, xlate <tcpsinfo_t> (NOSK).tcps_lport,
	    xlate <tcpsinfo_t> (NOSK).tcps_state, xlate <tcpsinfo_t> (NOSK).tcps_iss,
	    xlate <tcpsinfo_t> (NOSK).tcps_cwnd, xlate <tcpsinfo_t> (NOSK).tcps_local);
	printf("udpsinfo: %s %s %d\n", xlate <udpsinfo_t> (NOSK).udps_laddr,
	    xlate <udpsinfo_t> (NOSK).udps_raddr, xlate <udpsinfo_t> (NOSK).udps_rport);
	printf("conninfo: %s %s %s\n", xlate <conninfo_t> (NOSK).ci_local,
	    xlate <conninfo_t> (NOSK).ci_remote, xlate <conninfo_t> (NOSK).ci_protocol);
	printf("tcplsinfo: %d\n", xlate <tcplsinfo_t> (TCP_STATE_LISTEN).tcps_state);
	printf("TH: %x %x %x %x %x %x %x %x\n", TH_FIN, TH_SYN, TH_RST, TH_PUSH, TH_ACK, TH_URG,
	    TH_ECE, TH_CWR);
	printf("states: %d %d %d %d %d %d %d %d %d %d %d %d %d\n", TCP_STATE_IDLE,
	    TCP_STATE_ESTABLISHED, TCP_STATE_SYN_SENT, TCP_STATE_SYN_RECEIVED,
	    TCP_STATE_FIN_WAIT_1, TCP_STATE_FIN_WAIT_2, TCP_STATE_TIME_WAIT, TCP_STATE_CLOSED,
	    TCP_STATE_CLOSE_WAIT, TCP_STATE_LAST_ACK, TCP_STATE_LISTEN, TCP_STATE_CLOSING,
	    TCP_STATE_BOUND);
	printf("%s %s %s %s %s %s\n", tcp_state_string[TCP_STATE_ESTABLISHED],
	    tcp_state_string[TCP_STATE_FIN_WAIT_1], tcp_state_string[12],
	    tcp_state_string[TCP_STATE_BOUND], tcp_state_string[0], tcp_state_string[99]);
	printf("%d %d %d %d %d: %s %s %s %s %s\n", IPPROTO_TCP, IPPROTO_UDP, IPPROTO_ICMPV6,
	    IPPROTO_SCTP, IPPROTO_RAW, protocols[IPPROTO_TCP], protocols[17], protocols[58],
	    protocols[0], protocols[200]);
	exit(0);
}
