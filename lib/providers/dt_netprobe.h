/*
 * dt_netprobe.h: the conditions and arguments the ip, tcp and udp
 * providers (dt_prov_ip.c, dt_prov_tcp.c, dt_prov_udp.c) share, as
 * expressions of dt_rawtp.c over a socket buffer at the device: the
 * kernel's net_dev_queue (a packet handed to a device to send) and
 * netif_receive_skb (a packet a device received), both with the struct
 * sk_buff * as arg0.
 *
 * NET_IP: the packet is IPv4 or IPv6 (skb->protocol, ETH_P_IP or
 * ETH_P_IPV6 as the little-endian read of the big-endian field gives
 * them).  NET_L4(p): its IP header says the next protocol is p (IPv4's
 * protocol, IPv6's next header; a packet with IPv6 extension headers is
 * not matched).  The IP header is at the skb's network header, which
 * the sending stack sets, and which a receiving driver's GRO (or the
 * loopback device, from the sending side) sets before netif_receive_skb;
 * a packet received with no network header set yet is not matched.
 */
#ifndef DT_NETPROBE_H
#define DT_NETPROBE_H

#define NET_IP		"(arg0->protocol == 8 || arg0->protocol == 56710)"
#define NET_L4(p)	"(arg0->protocol == 8 && *(uint8_t *)(arg0->head + arg0->network_header + 9) == " \
	p " || arg0->protocol == 56710 && *(uint8_t *)(arg0->head + arg0->network_header + 6) == " p ")"

/* the packet, connection and IP views of skb s: DTrace's args[0..2] */
#define NET_PKT(s)	{ "struct sk_buff *", "pktinfo_t *", s }, \
	{ "struct sk_buff *", "csinfo_t *", s }, { "struct sk_buff *", "ipinfo_t *", s }

/* no socket buffer: the translators give 0 and "<unknown>" */
#define NET_NOSKB	"(struct sk_buff *)0"

#endif
