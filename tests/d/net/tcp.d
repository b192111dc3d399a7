/*
 * The tcp provider on loopback.py's traffic: for IPv4 and IPv6, a
 * connection carrying 1000 bytes each way, a refused one.  The server's
 * port is the client's remote port when it asks to connect; the driver
 * sorts the lines (probes of several CPUs reach dtrace in any order).
 */
#pragma D option quiet

tcp:::connect-request
/pid == $target/
{
	port[args[3]->tcps_raddr] = args[3]->tcps_rport;
	printf("connect-request v%s to %s, %s\n", args[3]->tcps_raddr == "127.0.0.1" ? "4" : "6",
	    args[3]->tcps_raddr, tcp_state_string[args[3]->tcps_state]);
}

tcp:::connect-established
/pid == $target/
{
	printf("connect-established %s -> %s, %s, ports differ %d\n", args[3]->tcps_laddr,
	    args[3]->tcps_raddr, tcp_state_string[args[3]->tcps_state],
	    args[3]->tcps_lport != args[3]->tcps_rport);
}

tcp:::accept-established
/args[3]->tcps_lport == port[args[3]->tcps_laddr]/
{
	printf("accept-established at %s from %s, %s\n", args[3]->tcps_laddr, args[3]->tcps_raddr,
	    tcp_state_string[args[3]->tcps_state]);
}

tcp:::connect-refused
/pid == $target/
{
	printf("connect-refused %s, rport is the closed server's %d\n", args[3]->tcps_raddr,
	    args[3]->tcps_rport == port[args[3]->tcps_raddr]);
}

tcp:::accept-refused
/args[4]->tcp_dport == port[args[2]->ip_daddr]/
{
	printf("accept-refused v%d SYN to %s, flags %x\n", args[2]->ip_ver, args[2]->ip_daddr,
	    args[4]->tcp_flags);
}

tcp:::state-change
/args[3]->tcps_rport == port[args[3]->tcps_raddr] && args[3]->tcps_rport != 0/
{
	@client[args[3]->tcps_raddr, tcp_state_string[args[5]->tcps_state],
	    tcp_state_string[args[3]->tcps_state]] = count();
}

tcp:::send
/args[4]->tcp_dport == port[args[2]->ip_daddr] && args[4]->tcp_dport != 0/
{
	@out[args[2]->ip_daddr, "to the server"] = sum(args[2]->ip_plength - args[4]->tcp_offset);
}

tcp:::receive
/args[4]->tcp_sport == port[args[2]->ip_saddr] && args[4]->tcp_sport != 0/
{
	@in[args[2]->ip_daddr, "from the server"] = sum(args[2]->ip_plength - args[4]->tcp_offset);
}

END
{
	printa("state-change %s: %s -> %s\n", @client);
	printa("send %s, data %s: %@d\n", @out);
	printa("receive %s, data %s: %@d\n", @in);
}
