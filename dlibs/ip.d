/*
 * ip.d: DTrace's ip library: the packet, connection, IP and interface
 * views of the ip, tcp and udp providers' arguments, translated from the
 * kernel's socket buffers (struct sk_buff *), sockets (struct sock *) and
 * devices (struct net_device *), IPv4 and IPv6.  The address families are
 * net.d's.
 *
 * IPPROTO_*	the protocol numbers of the IP header (Linux's <linux/in.h>,
 *		the same numbers as DTrace's)
 * protocols[p]	the name of protocol p ("TCP", "UDP", "ICMPV6", ...), as
 *		ipv4_protostr and ipv6_nextstr give it; "<unknown>" else
 * in6_addr_t	struct in6_addr (ipv6_src and ipv6_dst point to one)
 *
 * From a socket buffer S, the IP header is the one at S's network header
 * (S->head + S->network_header) and its version is the header's first
 * nibble; a member of a header S lacks (an IPv6 member of an IPv4 packet)
 * is 0 or "<unknown>".  A NULL S gives 0 and "<unknown>" throughout.
 *
 * pktinfo_t < struct sk_buff *S >	pkt_addr, the buffer's address
 * csinfo_t < struct sk_buff *S >	the buffer's socket (S->sk):
 *	cs_addr		its address (0 without a socket)
 *	cs_cid		its cookie (the kernel's 64-bit socket id), 0 if it has
 *			none yet
 *	cs_pid		0: a socket has no process of its own
 *	cs_zoneid	0: Linux has no zones
 * ipinfo_t < struct sk_buff *S >
 *	ip_ver		4 or 6
 *	ip_plength	the payload's length: IPv4's total length less its
 *			header, IPv6's payload length
 *	ip_saddr, ip_daddr	the addresses as strings (inet_ntoa, inet_ntop)
 * ifinfo_t < struct net_device *D >, and < struct sk_buff *S > (S->dev)
 *	if_name		the interface's name ("lo", "eth0")
 *	if_local	1 for a loopback interface (IFF_LOOPBACK), else 0
 *	if_ipstack	its network namespace's inode number (DTrace's IP
 *			stack id; /proc/PID/ns/net names the same number), a
 *			uint32_t where DTrace's netstackid_t is an int: the
 *			inode numbers pass 2^31
 *	if_addr		the struct net_device's address
 * ipv4info_t < struct sk_buff *S >	the IPv4 header's fields, in host
 *	order (ipv4_flags the 3 flag bits, ipv4_offset the fragment offset
 *	in bytes), ipv4_src and ipv4_dst as ipaddr_t in network order,
 *	ipv4_saddr and ipv4_daddr as strings, ipv4_hdr the header; all 0
 *	and "<unknown>" for an IPv6 packet
 * ipv6info_t < struct sk_buff *S >	the IPv6 header's fields (ipv6_flow
 *	the 20-bit flow label, ipv6_tclass the traffic class), ipv6_src and
 *	ipv6_dst pointing into the header, ipv6_saddr and ipv6_daddr as
 *	strings; all 0 and "<unknown>" for an IPv4 packet
 * conninfo_t < struct sock *S >	ci_local and ci_remote the socket's local
 *	and remote addresses as strings, ci_protocol "ipv4" or "ipv6" (its
 *	family), "<unknown>" for others
 *
 * Of a socket (any struct sock: full, request or time-wait, whose common
 * part struct sock_common holds what these read), the library's helpers:
 * __sk_laddr[S] and __sk_raddr[S] the local and remote addresses as
 * strings (IPv4 or IPv6 by the socket's family), __sk_local[S] 1 if the
 * remote address is a loopback one or the local address itself.  Of a
 * socket buffer: __skb_l4[S] its transport header (NULL if not set), and
 * __be16_at[H, off] and __be32_at[H, off] a header's fields in host order.
 */
inline int IPPROTO_IP = 0;
inline int IPPROTO_ICMP = 1;
inline int IPPROTO_IGMP = 2;
inline int IPPROTO_IPIP = 4;
inline int IPPROTO_TCP = 6;
inline int IPPROTO_EGP = 8;
inline int IPPROTO_PUP = 12;
inline int IPPROTO_UDP = 17;
inline int IPPROTO_IDP = 22;
inline int IPPROTO_TP = 29;
inline int IPPROTO_DCCP = 33;
inline int IPPROTO_IPV6 = 41;
inline int IPPROTO_ROUTING = 43;
inline int IPPROTO_FRAGMENT = 44;
inline int IPPROTO_RSVP = 46;
inline int IPPROTO_GRE = 47;
inline int IPPROTO_ESP = 50;
inline int IPPROTO_AH = 51;
inline int IPPROTO_ICMPV6 = 58;
inline int IPPROTO_NONE = 59;
inline int IPPROTO_DSTOPTS = 60;
inline int IPPROTO_MTP = 92;
inline int IPPROTO_ENCAP = 98;
inline int IPPROTO_PIM = 103;
inline int IPPROTO_COMP = 108;
inline int IPPROTO_SCTP = 132;
inline int IPPROTO_UDPLITE = 136;
inline int IPPROTO_MPLS = 137;
inline int IPPROTO_RAW = 255;

inline string protocols[int p] =
    p == IPPROTO_IP ? "IP" : p == IPPROTO_ICMP ? "ICMP" : p == IPPROTO_IGMP ? "IGMP" :
    p == IPPROTO_IPIP ? "IPIP" : p == IPPROTO_TCP ? "TCP" : p == IPPROTO_EGP ? "EGP" :
    p == IPPROTO_PUP ? "PUP" : p == IPPROTO_UDP ? "UDP" : p == IPPROTO_IDP ? "IDP" :
    p == IPPROTO_TP ? "TP" : p == IPPROTO_DCCP ? "DCCP" : p == IPPROTO_IPV6 ? "IPV6" :
    p == IPPROTO_ROUTING ? "ROUTING" : p == IPPROTO_FRAGMENT ? "FRAGMENT" :
    p == IPPROTO_RSVP ? "RSVP" : p == IPPROTO_GRE ? "GRE" : p == IPPROTO_ESP ? "ESP" :
    p == IPPROTO_AH ? "AH" : p == IPPROTO_ICMPV6 ? "ICMPV6" : p == IPPROTO_NONE ? "NONE" :
    p == IPPROTO_DSTOPTS ? "DSTOPTS" : p == IPPROTO_MTP ? "MTP" : p == IPPROTO_ENCAP ? "ENCAP" :
    p == IPPROTO_PIM ? "PIM" : p == IPPROTO_COMP ? "COMP" : p == IPPROTO_SCTP ? "SCTP" :
    p == IPPROTO_UDPLITE ? "UDPLITE" : p == IPPROTO_MPLS ? "MPLS" : p == IPPROTO_RAW ? "RAW" :
    "<unknown>";

typedef struct in6_addr in6_addr_t;

/* the IP header of a socket buffer, and its version */
inline uint8_t *__skb_iph[struct sk_buff *S] = (uint8_t *)(S->head + S->network_header);
inline int __skb_ipver[struct sk_buff *S] = S == NULL ? 0 : *__skb_iph[S] >> 4;
/* its transport header (TCP, UDP), NULL if not set (a transport_header of ~0) */
inline uint8_t *__skb_l4[struct sk_buff *S] = S == NULL || S->transport_header == 0xffff ?
    NULL : (uint8_t *)(S->head + S->transport_header);
/* the 16- and 32-bit fields at byte off of a header H in host order, 0 without H */
inline uint16_t __be16_at[uint8_t *H, int off] = H == NULL ? 0 : ntohs(*(uint16_t *)(H + off));
inline uint32_t __be32_at[uint8_t *H, int off] = H == NULL ? 0 : ntohl(*(uint32_t *)(H + off));

inline string __sk_laddr[struct sock *S] = S == NULL ? "<unknown>" :
    S->__sk_common.skc_family == AF_INET ? inet_ntoa(&S->__sk_common.skc_rcv_saddr) :
    S->__sk_common.skc_family == AF_INET6 ?
    inet_ntop(AF_INET6, &S->__sk_common.skc_v6_rcv_saddr) : "<unknown>";
inline string __sk_raddr[struct sock *S] = S == NULL ? "<unknown>" :
    S->__sk_common.skc_family == AF_INET ? inet_ntoa(&S->__sk_common.skc_daddr) :
    S->__sk_common.skc_family == AF_INET6 ?
    inet_ntop(AF_INET6, &S->__sk_common.skc_v6_daddr) : "<unknown>";
/* 127.0.0.0/8, ::1, ::ffff:127.0.0.0/104, or the local address */
inline int __sk_local[struct sock *S] = S == NULL ? 0 :
    S->__sk_common.skc_family == AF_INET ?
    ((uint8_t *)&S->__sk_common.skc_daddr)[0] == 127 ||
    S->__sk_common.skc_daddr == S->__sk_common.skc_rcv_saddr :
    S->__sk_common.skc_family == AF_INET6 ?
    S->__sk_common.skc_v6_daddr.in6_u.u6_addr32[0] == 0 &&
    S->__sk_common.skc_v6_daddr.in6_u.u6_addr32[1] == 0 &&
    (S->__sk_common.skc_v6_daddr.in6_u.u6_addr32[2] == 0 &&
    S->__sk_common.skc_v6_daddr.in6_u.u6_addr32[3] == htonl(1) ||
    S->__sk_common.skc_v6_daddr.in6_u.u6_addr32[2] == htonl(0xffff) &&
    S->__sk_common.skc_v6_daddr.in6_u.u6_addr8[12] == 127) ||
    S->__sk_common.skc_v6_daddr.in6_u.u6_addr32[0] ==
    S->__sk_common.skc_v6_rcv_saddr.in6_u.u6_addr32[0] &&
    S->__sk_common.skc_v6_daddr.in6_u.u6_addr32[1] ==
    S->__sk_common.skc_v6_rcv_saddr.in6_u.u6_addr32[1] &&
    S->__sk_common.skc_v6_daddr.in6_u.u6_addr32[2] ==
    S->__sk_common.skc_v6_rcv_saddr.in6_u.u6_addr32[2] &&
    S->__sk_common.skc_v6_daddr.in6_u.u6_addr32[3] ==
    S->__sk_common.skc_v6_rcv_saddr.in6_u.u6_addr32[3] : 0;

typedef struct pktinfo {
	uintptr_t pkt_addr;
} pktinfo_t;

translator pktinfo_t < struct sk_buff *S > {
	pkt_addr = (uintptr_t)S;
};

typedef struct csinfo {
	uintptr_t cs_addr;
	uint64_t cs_cid;
	pid_t cs_pid;
	int cs_zoneid;
} csinfo_t;

translator csinfo_t < struct sk_buff *S > {
	cs_addr = S == NULL ? 0 : (uintptr_t)S->sk;
	cs_cid = S == NULL || S->sk == NULL ? 0 : S->sk->__sk_common.skc_cookie.counter;
	cs_pid = 0;
	cs_zoneid = 0;
};

typedef struct ipinfo {
	uint8_t ip_ver;
	uint16_t ip_plength;
	string ip_saddr;
	string ip_daddr;
} ipinfo_t;

translator ipinfo_t < struct sk_buff *S > {
	ip_ver = __skb_ipver[S] == 4 || __skb_ipver[S] == 6 ? __skb_ipver[S] : 0;
	ip_plength = __skb_ipver[S] == 4 ? ntohs(((struct iphdr *)__skb_iph[S])->tot_len) -
	    (*__skb_iph[S] & 0xf) * 4 :
	    __skb_ipver[S] == 6 ? ntohs(((struct ipv6hdr *)__skb_iph[S])->payload_len) : 0;
	ip_saddr = __skb_ipver[S] == 4 ? inet_ntoa(&((struct iphdr *)__skb_iph[S])->saddr) :
	    __skb_ipver[S] == 6 ? inet_ntop(AF_INET6, &((struct ipv6hdr *)__skb_iph[S])->saddr) :
	    "<unknown>";
	ip_daddr = __skb_ipver[S] == 4 ? inet_ntoa(&((struct iphdr *)__skb_iph[S])->daddr) :
	    __skb_ipver[S] == 6 ? inet_ntop(AF_INET6, &((struct ipv6hdr *)__skb_iph[S])->daddr) :
	    "<unknown>";
};

typedef struct ifinfo {
	string if_name;
	int8_t if_local;
	uint32_t if_ipstack;
	uintptr_t if_addr;
} ifinfo_t;

/* IFF_LOOPBACK 0x8 */
translator ifinfo_t < struct net_device *D > {
	if_name = D == NULL ? "<unknown>" : stringof(D->name);
	if_local = D == NULL ? 0 : (D->flags & 0x8) != 0;
	if_ipstack = D == NULL ? 0 : D->nd_net.net->ns.inum;
	if_addr = (uintptr_t)D;
};

translator ifinfo_t < struct sk_buff *S > {
	if_name = S == NULL || S->dev == NULL ? "<unknown>" : stringof(S->dev->name);
	if_local = S == NULL || S->dev == NULL ? 0 : (S->dev->flags & 0x8) != 0;
	if_ipstack = S == NULL || S->dev == NULL ? 0 : S->dev->nd_net.net->ns.inum;
	if_addr = S == NULL ? 0 : (uintptr_t)S->dev;
};

typedef struct ipv4info {
	uint8_t ipv4_ver;
	uint8_t ipv4_ihl;
	uint8_t ipv4_tos;
	uint16_t ipv4_length;
	uint16_t ipv4_ident;
	uint8_t ipv4_flags;
	uint16_t ipv4_offset;
	uint8_t ipv4_ttl;
	uint8_t ipv4_protocol;
	string ipv4_protostr;
	uint16_t ipv4_checksum;
	ipaddr_t ipv4_src;
	ipaddr_t ipv4_dst;
	string ipv4_saddr;
	string ipv4_daddr;
	struct iphdr *ipv4_hdr;
} ipv4info_t;

translator ipv4info_t < struct sk_buff *S > {
	ipv4_ver = __skb_ipver[S] == 4 ? 4 : 0;
	ipv4_ihl = __skb_ipver[S] == 4 ? (*__skb_iph[S] & 0xf) * 4 : 0;
	ipv4_tos = __skb_ipver[S] == 4 ? ((struct iphdr *)__skb_iph[S])->tos : 0;
	ipv4_length = __skb_ipver[S] == 4 ? ntohs(((struct iphdr *)__skb_iph[S])->tot_len) : 0;
	ipv4_ident = __skb_ipver[S] == 4 ? ntohs(((struct iphdr *)__skb_iph[S])->id) : 0;
	ipv4_flags = __skb_ipver[S] == 4 ? ntohs(((struct iphdr *)__skb_iph[S])->frag_off) >> 13 : 0;
	ipv4_offset = __skb_ipver[S] == 4 ?
	    (ntohs(((struct iphdr *)__skb_iph[S])->frag_off) & 0x1fff) * 8 : 0;
	ipv4_ttl = __skb_ipver[S] == 4 ? ((struct iphdr *)__skb_iph[S])->ttl : 0;
	ipv4_protocol = __skb_ipver[S] == 4 ? ((struct iphdr *)__skb_iph[S])->protocol : 0;
	ipv4_protostr = __skb_ipver[S] == 4 ?
	    protocols[((struct iphdr *)__skb_iph[S])->protocol] : "<unknown>";
	ipv4_checksum = __skb_ipver[S] == 4 ? ntohs(((struct iphdr *)__skb_iph[S])->check) : 0;
	ipv4_src = __skb_ipver[S] == 4 ? ((struct iphdr *)__skb_iph[S])->saddr : 0;
	ipv4_dst = __skb_ipver[S] == 4 ? ((struct iphdr *)__skb_iph[S])->daddr : 0;
	ipv4_saddr = __skb_ipver[S] == 4 ? inet_ntoa(&((struct iphdr *)__skb_iph[S])->saddr) :
	    "<unknown>";
	ipv4_daddr = __skb_ipver[S] == 4 ? inet_ntoa(&((struct iphdr *)__skb_iph[S])->daddr) :
	    "<unknown>";
	ipv4_hdr = __skb_ipver[S] == 4 ? (struct iphdr *)__skb_iph[S] : NULL;
};

typedef struct ipv6info {
	uint8_t ipv6_ver;
	uint8_t ipv6_tclass;
	uint32_t ipv6_flow;
	uint16_t ipv6_plen;
	uint8_t ipv6_nexthdr;
	string ipv6_nextstr;
	uint8_t ipv6_hlim;
	in6_addr_t *ipv6_src;
	in6_addr_t *ipv6_dst;
	string ipv6_saddr;
	string ipv6_daddr;
	struct ipv6hdr *ipv6_hdr;
} ipv6info_t;

/* the first 4 bytes: version (4 bits), traffic class (8), flow label (20) */
translator ipv6info_t < struct sk_buff *S > {
	ipv6_ver = __skb_ipver[S] == 6 ? 6 : 0;
	ipv6_tclass = __skb_ipver[S] == 6 ? (ntohl(*(uint32_t *)__skb_iph[S]) >> 20) & 0xff : 0;
	ipv6_flow = __skb_ipver[S] == 6 ? ntohl(*(uint32_t *)__skb_iph[S]) & 0xfffff : 0;
	ipv6_plen = __skb_ipver[S] == 6 ?
	    ntohs(((struct ipv6hdr *)__skb_iph[S])->payload_len) : 0;
	ipv6_nexthdr = __skb_ipver[S] == 6 ? ((struct ipv6hdr *)__skb_iph[S])->nexthdr : 0;
	ipv6_nextstr = __skb_ipver[S] == 6 ?
	    protocols[((struct ipv6hdr *)__skb_iph[S])->nexthdr] : "<unknown>";
	ipv6_hlim = __skb_ipver[S] == 6 ? ((struct ipv6hdr *)__skb_iph[S])->hop_limit : 0;
	ipv6_src = __skb_ipver[S] == 6 ? &((struct ipv6hdr *)__skb_iph[S])->saddr : NULL;
	ipv6_dst = __skb_ipver[S] == 6 ? &((struct ipv6hdr *)__skb_iph[S])->daddr : NULL;
	ipv6_saddr = __skb_ipver[S] == 6 ?
	    inet_ntop(AF_INET6, &((struct ipv6hdr *)__skb_iph[S])->saddr) : "<unknown>";
	ipv6_daddr = __skb_ipver[S] == 6 ?
	    inet_ntop(AF_INET6, &((struct ipv6hdr *)__skb_iph[S])->daddr) : "<unknown>";
	ipv6_hdr = __skb_ipver[S] == 6 ? (struct ipv6hdr *)__skb_iph[S] : NULL;
};

typedef struct conninfo {
	string ci_local;
	string ci_remote;
	string ci_protocol;
} conninfo_t;

translator conninfo_t < struct sock *S > {
	ci_local = __sk_laddr[S];
	ci_remote = __sk_raddr[S];
	ci_protocol = S == NULL ? "<unknown>" : S->__sk_common.skc_family == AF_INET ? "ipv4" :
	    S->__sk_common.skc_family == AF_INET6 ? "ipv6" : "<unknown>";
};
