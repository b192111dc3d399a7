/*
 * dtrace -e: a program naming every type, translator and inline of io.d,
 * ip.d, tcp.d and udp.d compiles (each translator from each of its input
 * types, the array inlines with an index).
 */
syscall::write:entry
{
	trace(sizeof (bufinfo_t) + sizeof (devinfo_t) + sizeof (fileinfo_t) +
	    sizeof (caddr_t) + sizeof (uio_rw_t) + sizeof (pktinfo_t) + sizeof (csinfo_t) +
	    sizeof (ipinfo_t) + sizeof (ifinfo_t) + sizeof (ipv4info_t) + sizeof (ipv6info_t) +
	    sizeof (in6_addr_t) + sizeof (conninfo_t) + sizeof (tcpinfo_t) +
	    sizeof (tcpsinfo_t) + sizeof (tcplsinfo_t) + sizeof (udpinfo_t) +
	    sizeof (udpsinfo_t));
	trace(B_BUSY | B_DONE | B_ERROR | B_PAGEIO | B_PHYS | B_READ | B_WRITE | B_ASYNC);
	trace(UIO_READ + UIO_WRITE);
	trace(xlate <bufinfo_t *> ((struct request *)arg1)->b_edev);
	trace(xlate <devinfo_t *> ((struct request *)arg1)->dev_statname);
	trace(xlate <fileinfo_t *> ((struct request *)arg1)->fi_name);
	trace(xlate <fileinfo_t *> ((struct file *)arg1)->fi_pathname);
	trace(fds[arg0].fi_fs);
	trace(IPPROTO_IP + IPPROTO_ICMP + IPPROTO_IGMP + IPPROTO_IPIP + IPPROTO_TCP +
	    IPPROTO_EGP + IPPROTO_PUP + IPPROTO_UDP + IPPROTO_IDP + IPPROTO_TP + IPPROTO_DCCP +
	    IPPROTO_IPV6 + IPPROTO_ROUTING + IPPROTO_FRAGMENT + IPPROTO_RSVP + IPPROTO_GRE +
	    IPPROTO_ESP + IPPROTO_AH + IPPROTO_ICMPV6 + IPPROTO_NONE + IPPROTO_DSTOPTS +
	    IPPROTO_MTP + IPPROTO_ENCAP + IPPROTO_PIM + IPPROTO_COMP + IPPROTO_SCTP +
	    IPPROTO_UDPLITE + IPPROTO_MPLS + IPPROTO_RAW);
	trace(protocols[arg0]);
	trace(xlate <pktinfo_t *> ((struct sk_buff *)arg1)->pkt_addr);
	trace(xlate <csinfo_t *> ((struct sk_buff *)arg1)->cs_cid);
	trace(xlate <ipinfo_t *> ((struct sk_buff *)arg1)->ip_saddr);
	trace(xlate <ifinfo_t *> ((struct sk_buff *)arg1)->if_name);
	trace(xlate <ifinfo_t *> ((struct net_device *)arg1)->if_name);
	trace(xlate <ipv4info_t *> ((struct sk_buff *)arg1)->ipv4_daddr);
	trace(xlate <ipv6info_t *> ((struct sk_buff *)arg1)->ipv6_daddr);
	trace(xlate <conninfo_t *> ((struct sock *)arg1)->ci_protocol);
	trace(TH_FIN | TH_SYN | TH_RST | TH_PUSH | TH_ACK | TH_URG | TH_ECE | TH_CWR);
	trace(TCP_STATE_IDLE + TCP_STATE_ESTABLISHED + TCP_STATE_SYN_SENT +
	    TCP_STATE_SYN_RECEIVED + TCP_STATE_FIN_WAIT_1 + TCP_STATE_FIN_WAIT_2 +
	    TCP_STATE_TIME_WAIT + TCP_STATE_CLOSED + TCP_STATE_CLOSE_WAIT + TCP_STATE_LAST_ACK +
	    TCP_STATE_LISTEN + TCP_STATE_CLOSING + TCP_STATE_BOUND);
	trace(tcp_state_string[arg0]);
	trace(xlate <tcpinfo_t *> ((struct sk_buff *)arg1)->tcp_flags);
	trace(xlate <tcpsinfo_t *> ((struct sock *)arg1)->tcps_raddr);
	trace(xlate <tcplsinfo_t *> ((int)arg0)->tcps_state);
	trace(xlate <udpinfo_t *> ((struct sk_buff *)arg1)->udp_dport);
	trace(xlate <udpsinfo_t *> ((struct sock *)arg1)->udps_raddr);
	trace(AF_INET + AF_INET6);
}
