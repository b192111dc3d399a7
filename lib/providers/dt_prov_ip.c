/*
 * dt_prov_ip.c: the ip provider: IPv4 and IPv6 packets sent and received,
 * as DTrace's ip provider has them, at the network device (dt_netprobe.h),
 * on the kernel's raw tracepoints (dt_rawtp.c):
 *
 *   send     net_dev_queue: a packet handed to a device to send
 *   receive  netif_receive_skb: a packet a device received
 *
 * args[0] pktinfo_t *, args[1] csinfo_t *, args[2] ipinfo_t *, args[3]
 * ifinfo_t * (the device), args[4] ipv4info_t *, args[5] ipv6info_t *,
 * translated from the struct sk_buff * by ip.d.  Packets are seen where
 * devices see them: a packet forwarded by the host is received and sent;
 * one that a local socket sends to itself (loopback) is sent and received.
 */
#include "dt_rawtp.h"
#include "dt_netprobe.h"

#define IP_ARGS	NET_PKT("arg0"), { "struct net_device *", "ifinfo_t *", "arg0->dev" }, \
	{ "struct sk_buff *", "ipv4info_t *", "arg0" }, { "struct sk_buff *", "ipv6info_t *", "arg0" }

static const dt_rtprobe_t ip_probes[] = {
	{ "send", "net_dev_queue", NET_IP, { IP_ARGS } },
	{ "receive", "netif_receive_skb", NET_IP, { IP_ARGS } },
};

DT_RAWTP_PROVIDER(ip);
