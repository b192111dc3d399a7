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
/* the UDP header of a socket buffer (NULL: none); a transport_header of ~0 is unset */
inline struct udphdr *__skb_uh[struct sk_buff *S] =
    S == NULL || S->transport_header == 0xffff ? NULL :
    (struct udphdr *)(S->head + S->transport_header);

typedef struct udpinfo {
	uint16_t udp_sport;
	uint16_t udp_dport;
	uint16_t udp_length;
	uint16_t udp_checksum;
	struct udphdr *udp_hdr;
} udpinfo_t;

translator udpinfo_t < struct sk_buff *S > {
	udp_sport = __skb_uh[S] == NULL ? 0 : ntohs(__skb_uh[S]->source);
	udp_dport = __skb_uh[S] == NULL ? 0 : ntohs(__skb_uh[S]->dest);
	udp_length = __skb_uh[S] == NULL ? 0 : ntohs(__skb_uh[S]->len);
	udp_checksum = __skb_uh[S] == NULL ? 0 : ntohs(__skb_uh[S]->check);
	udp_hdr = __skb_uh[S];
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
