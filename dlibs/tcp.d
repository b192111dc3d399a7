/*
 * tcp.d: DTrace's tcp library: the TCP header (tcpinfo_t), a connection's
 * state (tcpsinfo_t) and the state it leaves (tcplsinfo_t), translated
 * from the kernel's socket buffers and sockets; the tcp provider's
 * arguments are ip.d's pktinfo_t, csinfo_t and ipinfo_t, and these.
 *
 * TH_FIN ...	the TCP header's flag bits (tcp_flags), as DTrace names them
 * TCP_STATE_*	DTrace's names of the TCP states, with Linux's values (the
 *		kernel's TCP_ESTABLISHED 1 ... TCP_CLOSING 11), as Oracle's
 *		DTrace gives them: tcps_state is the kernel's sk_state.
 *		TCP_STATE_IDLE is 0, a state no Linux socket is in;
 *		TCP_STATE_BOUND is 13, the kernel's TCP_BOUND_INACTIVE (only
 *		6.9 and later kernels have it, and only for sock_diag).  A
 *		request socket (TCP_NEW_SYN_RECV, 12) is TCP_STATE_SYN_RECEIVED.
 * tcp_state_string[state]  "state-established" ... for a state, as
 *		DTrace's: "state-" and the name in lower case with '-' for
 *		'_'; "<unknown>" for another number
 *
 * tcpinfo_t < struct sk_buff *S >  the TCP header at S's transport header
 *	(S->head + S->transport_header), its fields in host order:
 *	tcp_offset the header's length in bytes, tcp_flags the flag bits,
 *	tcp_hdr the header.  All 0 (tcp_hdr NULL) for a NULL S or a buffer
 *	whose transport header is not set.
 * tcpsinfo_t < struct sock *S >  the connection:
 *	tcps_addr	the socket's address
 *	tcps_local	1 if the remote address is a loopback address or
 *			the local one (ip.d's __sk_local)
 *	tcps_lport, tcps_rport	the ports; tcps_laddr, tcps_raddr the
 *			addresses as strings (IPv4 or IPv6 by family).  The
 *			local port of a full socket is its inet_sport, which
 *			it keeps to the end: the kernel clears skc_num (the
 *			port's number, all other sockets have) when it
 *			releases the port, before the state-change to CLOSED
 *	tcps_state	the socket's state (TCP_STATE_*); at the tcp
 *			provider's state-change and connect/accept probes the
 *			state it is taking (the kernel's tracepoint fires
 *			before the socket takes it: the provider passes the
 *			socket and the state as arg6 and arg7)
 *	these from struct tcp_sock, for a full socket (not a time-wait or
 *	request socket, which have no struct tcp_sock: 0 there):
 *	tcps_iss, tcps_irs	the initial send and receive sequence numbers,
 *			which Linux does not keep: tcps_irs is rcv_nxt -
 *			bytes_received - 1 (exact: the SYN is not counted
 *			in bytes_received, a FIN is); tcps_iss is snd_una -
 *			bytes_acked, as Oracle's DTrace derives it, exact
 *			for an active open (the SYN is counted in
 *			bytes_acked), the ISS + 1 for a passive one (it is
 *			not), snd_una in SYN_SENT before the SYN is acked;
 *			either is 0 before the connection has one
 *	tcps_suna, tcps_snxt, tcps_rnxt	snd_una, snd_nxt, rcv_nxt
 *	tcps_rack	rcv_wup, the rcv_nxt the last window update acked
 *	tcps_swnd, tcps_rwnd	snd_wnd, rcv_wnd; tcps_snd_ws, tcps_rcv_ws
 *			the window scales (rx_opt)
 *	tcps_swl1	snd_wl1; tcps_swl2 0 (Linux keeps no snd_wl2)
 *	tcps_radv	the window last advertised that is left: rcv_wup +
 *			rcv_wnd - rcv_nxt (tcp_receive_window())
 *	tcps_cwnd, tcps_cwnd_ssthresh	in bytes: snd_cwnd and snd_ssthresh
 *			(segments) times mss_cache; ssthresh's "infinity"
 *			(0x7fffffff segments) stays 0x7fffffff
 *	tcps_sack_fack, tcps_sack_snxt	0: Linux keeps SACK state on its
 *			retransmission queue, not as sequence numbers
 *	tcps_rto	icsk_rto, the retransmission timeout in jiffies (the
 *			kernel's ticks; DTrace gives milliseconds)
 *	tcps_mss	mss_cache
 *	tcps_retransmit	1 while the connection retransmits
 *			(icsk_retransmits), else 0
 *	tcps_rtt, tcps_rtt_sd	the smoothed round-trip time and its mean
 *			deviation, in milliseconds (srtt_us / 8, mdev_us / 4)
 * tcplsinfo_t < int I >  tcps_state, the previous state I
 */
inline int TH_FIN = 0x01;
inline int TH_SYN = 0x02;
inline int TH_RST = 0x04;
inline int TH_PUSH = 0x08;
inline int TH_ACK = 0x10;
inline int TH_URG = 0x20;
inline int TH_ECE = 0x40;
inline int TH_CWR = 0x80;

inline int32_t TCP_STATE_IDLE = 0;
inline int32_t TCP_STATE_ESTABLISHED = 1;
inline int32_t TCP_STATE_SYN_SENT = 2;
inline int32_t TCP_STATE_SYN_RECEIVED = 3;
inline int32_t TCP_STATE_FIN_WAIT_1 = 4;
inline int32_t TCP_STATE_FIN_WAIT_2 = 5;
inline int32_t TCP_STATE_TIME_WAIT = 6;
inline int32_t TCP_STATE_CLOSED = 7;
inline int32_t TCP_STATE_CLOSE_WAIT = 8;
inline int32_t TCP_STATE_LAST_ACK = 9;
inline int32_t TCP_STATE_LISTEN = 10;
inline int32_t TCP_STATE_CLOSING = 11;
inline int32_t TCP_STATE_BOUND = 13;

inline string tcp_state_string[int32_t state] =
    state == TCP_STATE_CLOSED ? "state-closed" :
    state == TCP_STATE_IDLE ? "state-idle" :
    state == TCP_STATE_BOUND ? "state-bound" :
    state == TCP_STATE_LISTEN ? "state-listen" :
    state == TCP_STATE_SYN_SENT ? "state-syn-sent" :
    state == TCP_STATE_SYN_RECEIVED || state == 12 ? "state-syn-received" :
    state == TCP_STATE_ESTABLISHED ? "state-established" :
    state == TCP_STATE_CLOSE_WAIT ? "state-close-wait" :
    state == TCP_STATE_FIN_WAIT_1 ? "state-fin-wait-1" :
    state == TCP_STATE_CLOSING ? "state-closing" :
    state == TCP_STATE_LAST_ACK ? "state-last-ack" :
    state == TCP_STATE_FIN_WAIT_2 ? "state-fin-wait-2" :
    state == TCP_STATE_TIME_WAIT ? "state-time-wait" : "<unknown>";

/* a socket with a struct tcp_sock: not a time-wait (6) or request (12) socket */
inline struct tcp_sock *__tcp_sk[struct sock *S] = S == NULL ||
    S->__sk_common.skc_state == TCP_STATE_TIME_WAIT || S->__sk_common.skc_state == 12 ?
    NULL : (struct tcp_sock *)S;

typedef struct tcpinfo {
	uint16_t tcp_sport;
	uint16_t tcp_dport;
	uint32_t tcp_seq;
	uint32_t tcp_ack;
	uint8_t tcp_offset;
	uint8_t tcp_flags;
	uint16_t tcp_window;
	uint16_t tcp_checksum;
	uint16_t tcp_urgent;
	struct tcphdr *tcp_hdr;
} tcpinfo_t;

/*
 * the header (RFC 9293): ports at 0 and 2, sequence and acknowledgment
 * numbers at 4 and 8, the data offset in 32-bit words (byte 12's high
 * nibble), the flags (byte 13), window, checksum and urgent pointer at 14,
 * 16 and 18
 */
translator tcpinfo_t < struct sk_buff *S > {
	tcp_sport = __be16_at[__skb_l4[S], 0];
	tcp_dport = __be16_at[__skb_l4[S], 2];
	tcp_seq = __be32_at[__skb_l4[S], 4];
	tcp_ack = __be32_at[__skb_l4[S], 8];
	tcp_offset = __skb_l4[S] == NULL ? 0 : (__skb_l4[S][12] >> 4) * 4;
	tcp_flags = __skb_l4[S] == NULL ? 0 : __skb_l4[S][13];
	tcp_window = __be16_at[__skb_l4[S], 14];
	tcp_checksum = __be16_at[__skb_l4[S], 16];
	tcp_urgent = __be16_at[__skb_l4[S], 18];
	tcp_hdr = (struct tcphdr *)__skb_l4[S];
};

typedef struct tcpsinfo {
	uintptr_t tcps_addr;
	int tcps_local;
	uint16_t tcps_lport;
	uint16_t tcps_rport;
	string tcps_laddr;
	string tcps_raddr;
	int32_t tcps_state;
	uint32_t tcps_iss;
	uint32_t tcps_irs;
	uint32_t tcps_suna;
	uint32_t tcps_snxt;
	uint32_t tcps_rack;
	uint32_t tcps_rnxt;
	uint32_t tcps_swnd;
	int32_t tcps_snd_ws;
	uint32_t tcps_swl1;
	uint32_t tcps_swl2;
	uint32_t tcps_rwnd;
	int32_t tcps_rcv_ws;
	uint32_t tcps_radv;
	uint32_t tcps_cwnd;
	uint32_t tcps_cwnd_ssthresh;
	uint32_t tcps_sack_fack;
	uint32_t tcps_sack_snxt;
	uint32_t tcps_rto;
	uint32_t tcps_mss;
	int tcps_retransmit;
	uint32_t tcps_rtt;
	uint32_t tcps_rtt_sd;
} tcpsinfo_t;

translator tcpsinfo_t < struct sock *S > {
	tcps_addr = (uintptr_t)S;
	tcps_local = __sk_local[S];
	tcps_lport = S == NULL ? 0 : __tcp_sk[S] != NULL && ((struct inet_sock *)S)->inet_sport != 0 ?
	    ntohs(((struct inet_sock *)S)->inet_sport) : S->__sk_common.skc_num;
	tcps_rport = S == NULL ? 0 : ntohs(S->__sk_common.skc_dport);
	tcps_laddr = __sk_laddr[S];
	tcps_raddr = __sk_raddr[S];
	tcps_state = S == NULL ? 0 : arg6 == (uintptr_t)S ? arg7 :
	    S->__sk_common.skc_state == 12 ? TCP_STATE_SYN_RECEIVED :
	    S->__sk_common.skc_state;
	tcps_iss = __tcp_sk[S] == NULL || __tcp_sk[S]->snd_nxt == 0 ? 0 :
	    S->__sk_common.skc_state == TCP_STATE_SYN_SENT &&
	    __tcp_sk[S]->snd_una != __tcp_sk[S]->snd_nxt ? __tcp_sk[S]->snd_una :
	    __tcp_sk[S]->snd_una - (uint32_t)__tcp_sk[S]->bytes_acked;
	tcps_irs = __tcp_sk[S] == NULL || __tcp_sk[S]->rcv_nxt == 0 ? 0 :
	    __tcp_sk[S]->rcv_nxt - (uint32_t)__tcp_sk[S]->bytes_received - 1;
	tcps_suna = __tcp_sk[S] == NULL ? 0 : __tcp_sk[S]->snd_una;
	tcps_snxt = __tcp_sk[S] == NULL ? 0 : __tcp_sk[S]->snd_nxt;
	tcps_rack = __tcp_sk[S] == NULL ? 0 : __tcp_sk[S]->rcv_wup;
	tcps_rnxt = __tcp_sk[S] == NULL ? 0 : __tcp_sk[S]->rcv_nxt;
	tcps_swnd = __tcp_sk[S] == NULL ? 0 : __tcp_sk[S]->snd_wnd;
	tcps_snd_ws = __tcp_sk[S] == NULL ? 0 : __tcp_sk[S]->rx_opt.snd_wscale;
	tcps_swl1 = __tcp_sk[S] == NULL ? 0 : __tcp_sk[S]->snd_wl1;
	tcps_swl2 = 0;
	tcps_rwnd = __tcp_sk[S] == NULL ? 0 : __tcp_sk[S]->rcv_wnd;
	tcps_rcv_ws = __tcp_sk[S] == NULL ? 0 : __tcp_sk[S]->rx_opt.rcv_wscale;
	tcps_radv = __tcp_sk[S] == NULL ? 0 :
	    __tcp_sk[S]->rcv_wup + __tcp_sk[S]->rcv_wnd - __tcp_sk[S]->rcv_nxt;
	tcps_cwnd = __tcp_sk[S] == NULL ? 0 : __tcp_sk[S]->snd_cwnd * __tcp_sk[S]->mss_cache;
	tcps_cwnd_ssthresh = __tcp_sk[S] == NULL ? 0 :
	    __tcp_sk[S]->snd_ssthresh >= 0x7fffffff ? 0x7fffffff :
	    __tcp_sk[S]->snd_ssthresh * __tcp_sk[S]->mss_cache;
	tcps_sack_fack = 0;
	tcps_sack_snxt = 0;
	tcps_rto = __tcp_sk[S] == NULL ? 0 : __tcp_sk[S]->inet_conn.icsk_rto;
	tcps_mss = __tcp_sk[S] == NULL ? 0 : __tcp_sk[S]->mss_cache;
	tcps_retransmit = __tcp_sk[S] == NULL ? 0 : __tcp_sk[S]->inet_conn.icsk_retransmits != 0;
	tcps_rtt = __tcp_sk[S] == NULL ? 0 : __tcp_sk[S]->srtt_us / 8 / 1000;
	tcps_rtt_sd = __tcp_sk[S] == NULL ? 0 : __tcp_sk[S]->mdev_us / 4 / 1000;
};

typedef struct tcplsinfo {
	int32_t tcps_state;
} tcplsinfo_t;

translator tcplsinfo_t < int I > {
	tcps_state = I;
};
