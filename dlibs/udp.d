/*
 * udp.d: DTrace's udp library: the UDP header (udpinfo_t) and a UDP
 * socket (udpsinfo_t), translated from the kernel's socket buffers and
 * sockets; the udp provider's arguments are ip.d's pktinfo_t, csinfo_t and
 * ipinfo_t, and these.
 *
 * udpinfo_t < struct sk_buff *S >  the UDP header at S's transport header
 *	(S->head + S->transport_header), its fields in host order
 *	(udp_length the header's length field: header and payload),
 *	udp_hdr the header; all 0 (udp_hdr NULL) for a NULL S or a buffer
 *	whose transport header is not set
 * udpsinfo_t < struct sock *S >  the socket: udps_addr its address,
 *	udps_lport and udps_rport the ports (0: not bound, not connected),
 *	udps_laddr and udps_raddr the addresses as strings, IPv4 or IPv6 by
 *	the socket's family (ip.d's __sk_laddr, __sk_raddr: 0.0.0.0 or ::
 *	for one not bound or connected)
 */
typedef struct udpinfo {
	uint16_t udp_sport;
	uint16_t udp_dport;
	uint16_t udp_length;
	uint16_t udp_checksum;
	struct udphdr *udp_hdr;
} udpinfo_t;

/* the header (RFC 768): ports at 0 and 2, length at 4, checksum at 6 */
translator udpinfo_t < struct sk_buff *S > {
	udp_sport = __be16_at[__skb_l4[S], 0];
	udp_dport = __be16_at[__skb_l4[S], 2];
	udp_length = __be16_at[__skb_l4[S], 4];
	udp_checksum = __be16_at[__skb_l4[S], 6];
	udp_hdr = (struct udphdr *)__skb_l4[S];
};

typedef struct udpsinfo {
	uintptr_t udps_addr;
	uint16_t udps_lport;
	uint16_t udps_rport;
	string udps_laddr;
	string udps_raddr;
} udpsinfo_t;

translator udpsinfo_t < struct sock *S > {
	udps_addr = (uintptr_t)S;
	udps_lport = S == NULL ? 0 : S->__sk_common.skc_num;
	udps_rport = S == NULL ? 0 : ntohs(S->__sk_common.skc_dport);
	udps_laddr = __sk_laddr[S];
	udps_raddr = __sk_raddr[S];
};
