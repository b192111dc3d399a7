/*
 * dt_prov_udp.c: the udp provider: UDP datagrams sent and received, as
 * DTrace's udp provider has them, at the network device (dt_netprobe.h),
 * on the kernel's raw tracepoints (dt_rawtp.c):
 *
 *   send     net_dev_queue of a UDP datagram: args[3] its socket
 *   receive  netif_receive_skb of a UDP datagram: the socket is not known
 *            yet at the device, args[3] translates NULL
 *
 * args[0] pktinfo_t *, args[1] csinfo_t *, args[2] ipinfo_t *, args[3]
 * udpsinfo_t *, args[4] udpinfo_t * (the UDP header), translated by ip.d
 * and udp.d.
 */
#include "dt_rawtp.h"
#include "dt_netprobe.h"

#define UDP_DGRAM(sk)	NET_PKT("arg0"), { "struct sock *", "udpsinfo_t *", sk }, \
	{ "struct sk_buff *", "udpinfo_t *", "arg0" }

static const dt_rtprobe_t udp_probes[] = {
	{ "send", "net_dev_queue", NET_L4("17"), { UDP_DGRAM("arg0->sk") } },
	{ "receive", "netif_receive_skb", NET_L4("17"), { UDP_DGRAM("(struct sock *)0") } },
};

DT_RAWTP_PROVIDER(udp);
