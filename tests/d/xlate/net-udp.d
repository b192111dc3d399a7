/*
 * ip.d's and udp.d's translators on the UDP datagrams of inc/net.py
 * (net-udp.sh): from port $1 to port $2 on 127.0.0.1 and on ::1, at
 * sdt::net:net_dev_queue (the socket buffer) and sdt::sock:sock_send_length
 * (the socket), and fds[] of the sockets at their sends.  Each line stands
 * alone: net-udp.sh sorts them.
 */
#pragma D option quiet

#define SKB	((struct sk_buff *)args[0])
#define IP	xlate <ipinfo_t> (SKB)
#define UH	xlate <udpinfo_t> (SKB)
#define US	xlate <udpsinfo_t> ((struct sock *)args[0])

sdt::net:net_dev_queue
/(IP.ip_ver == 4 && xlate <ipv4info_t> (SKB).ipv4_protocol == IPPROTO_UDP ||
    IP.ip_ver == 6 && xlate <ipv6info_t> (SKB).ipv6_nexthdr == IPPROTO_UDP) &&
    UH.udp_sport == $1/
{
	printf("v%d datagram: %s -> %s, plength %d, ports %d %d, length %d, hdr %d, protocol %s, pkt %d\n",
	    IP.ip_ver, IP.ip_saddr, IP.ip_daddr, IP.ip_plength, UH.udp_sport == $1,
	    UH.udp_dport == $2, UH.udp_length, ntohs(UH.udp_hdr->len) == UH.udp_length,
	    IP.ip_ver == 4 ? xlate <ipv4info_t> (SKB).ipv4_protostr :
	    xlate <ipv6info_t> (SKB).ipv6_nextstr,
	    xlate <pktinfo_t> (SKB).pkt_addr == (uintptr_t)SKB);
}

sdt::sock:sock_send_length
/args[2] == IPPROTO_UDP && US.udps_lport == $1/
{
	printf("v%d socket: %s -> %s, ports %d %d, addr %d, conninfo %s %s %s\n",
	    args[1] == AF_INET ? 4 : 6, US.udps_laddr, US.udps_raddr, US.udps_lport == $1,
	    US.udps_rport == $2, US.udps_addr == (uintptr_t)args[0],
	    xlate <conninfo_t> ((struct sock *)args[0]).ci_local,
	    xlate <conninfo_t> ((struct sock *)args[0]).ci_remote,
	    xlate <conninfo_t> ((struct sock *)args[0]).ci_protocol);
}

/* fds[] of a socket (the TCP connections' and the datagrams' sends) */
syscall::sendto:entry
/pid == $target && fds[arg0].fi_fs == "sockfs"/
{
	printf("sendto: %s name %s dir %s\n", fds[arg0].fi_pathname, fds[arg0].fi_name,
	    fds[arg0].fi_dirname);
}
