/*
 * dt_prov_tcp.c: the tcp provider: TCP segments and connections, as
 * DTrace's tcp provider has them, on the kernel's raw tracepoints
 * (dt_rawtp.c).  args[0] pktinfo_t *, args[1] csinfo_t *, args[2]
 * ipinfo_t *, args[3] tcpsinfo_t * (the connection), args[4] tcpinfo_t *
 * (the TCP header), translated by ip.d and tcp.d; where a probe has no
 * segment, args[0], args[1], args[2] and args[4] translate NULL (0 and
 * "<unknown>").  Linux's states are TCP_STATE_* (tcp.d).
 *
 *   send                 net_dev_queue of a TCP segment (dt_netprobe.h):
 *                        args[3] its socket
 *   receive              netif_receive_skb of a TCP segment: the socket is
 *                        not known yet at the device, args[3] translates
 *                        NULL
 *   state-change         inet_sock_set_state of a TCP socket: args[3] the
 *                        socket in its new state (the tracepoint fires
 *                        before the socket takes it: hidden arg6 and arg7,
 *                        the socket and the state, which tcp.d's tcpsinfo_t
 *                        reads), args[5] tcplsinfo_t * of the previous
 *                        state
 *   connect-request      the same, a socket entering SYN_SENT (connect()
 *                        sends its SYN)
 *   connect-established  SYN_SENT to ESTABLISHED
 *   connect-refused      tcp_receive_reset of a socket in SYN_SENT: the
 *                        peer answered the SYN with a RST
 *   accept-established   SYN_RECV to ESTABLISHED: the socket a listener
 *                        made for a connection that completed
 *   accept-refused       tcp_send_reset with no socket, of a segment that
 *                        is a SYN: nothing listens on the port; the
 *                        segment's views are the SYN's
 */
#include "dt_rawtp.h"
#include "dt_netprobe.h"

#define TCP_SEG(s, sk)	NET_PKT(s), { "struct sock *", "tcpsinfo_t *", sk }, \
	{ "struct sk_buff *", "tcpinfo_t *", s }
/*
 * inet_sock_set_state fires before the socket takes its new state: arg6
 * and arg7 (hidden) are the socket and that state, which tcp.d's
 * tcpsinfo_t gives as tcps_state
 */
#define TCP_SOCK	TCP_SEG(NET_NOSKB, "arg0"), { "int", "tcplsinfo_t *", "arg1" }, \
	{ ".uintptr_t", NULL, "(uintptr_t)arg0" }, { ".int", NULL, "arg2" }
#define TCP_STATE	"arg0->sk_protocol == 6 && "

static const dt_rtprobe_t tcp_probes[] = {
	{ "send", "net_dev_queue", NET_L4("6"), { TCP_SEG("arg0", "arg0->sk") } },
	{ "receive", "netif_receive_skb", NET_L4("6"),
	    { TCP_SEG("arg0", "(struct sock *)0") } },
	{ "state-change", "inet_sock_set_state", "arg0->sk_protocol == 6", { TCP_SOCK } },
	{ "connect-request", "inet_sock_set_state", TCP_STATE "arg2 == 2", { TCP_SOCK } },
	{ "connect-established", "inet_sock_set_state", TCP_STATE "arg1 == 2 && arg2 == 1",
	    { TCP_SOCK } },
	{ "connect-refused", "tcp_receive_reset", "arg0->__sk_common.skc_state == 2",
	    { TCP_SEG(NET_NOSKB, "arg0") } },
	{ "accept-established", "inet_sock_set_state", TCP_STATE "arg1 == 3 && arg2 == 1",
	    { TCP_SOCK } },
	{ "accept-refused", "tcp_send_reset",
	    "arg0 == 0 && (*(uint8_t *)(arg1->head + arg1->transport_header + 13) & 2) != 0",
	    { TCP_SEG("arg1", "(struct sock *)0") } },
};

DT_RAWTP_PROVIDER(tcp);
