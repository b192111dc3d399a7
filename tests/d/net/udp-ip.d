/*
 * The udp and ip providers on loopback.py's traffic: a UDP datagram of
 * 100 bytes over IPv4 and over IPv6, and the IP packets of TCP on lo (the
 * test's connections, and any other's: the same lines).
 */
#pragma D option quiet

udp:::send
/pid == $target/
{
	dport[args[2]->ip_daddr] = args[4]->udp_dport;
	printf("udp send v%d %s -> %s, length %d, the socket's port %d\n", args[2]->ip_ver,
	    args[2]->ip_saddr, args[2]->ip_daddr, args[4]->udp_length,
	    args[3]->udps_lport == args[4]->udp_sport);
}

udp:::receive
/args[4]->udp_dport == dport[args[2]->ip_daddr] && args[4]->udp_dport != 0/
{
	printf("udp receive v%d %s -> %s, length %d\n", args[2]->ip_ver, args[2]->ip_saddr,
	    args[2]->ip_daddr, args[4]->udp_length);
}

ip:::send, ip:::receive
/args[3]->if_name == "lo" &&
 (args[4]->ipv4_protocol == IPPROTO_TCP || args[5]->ipv6_nexthdr == IPPROTO_TCP)/
{
	@ip[probename, args[2]->ip_ver, args[3]->if_name, args[2]->ip_saddr, args[2]->ip_daddr] = count();
}

END
{
	printa("ip %s v%d on %s, %s -> %s\n", @ip);
}
