/*
 * tcps_lport through a connection's life, on loopback.py's connections
 * (tcp-lport.sh): the client's socket, once established, and the server's
 * accepted one keep their local port at every state change up to CLOSED
 * (the kernel releases the port, clearing skc_num, before it sets CLOSED).
 */
#pragma D option quiet

tcp:::connect-established
/pid == $target/
{
	lport[args[3]->tcps_addr] = args[3]->tcps_lport;
	server[args[3]->tcps_raddr] = args[3]->tcps_rport;
}

tcp:::accept-established
/args[3]->tcps_lport == server[args[3]->tcps_laddr]/
{
	lport[args[3]->tcps_addr] = args[3]->tcps_lport;
}

tcp:::state-change
/lport[args[3]->tcps_addr]/
{
	@[args[3]->tcps_laddr, tcp_state_string[args[5]->tcps_state],
	    tcp_state_string[args[3]->tcps_state],
	    args[3]->tcps_lport == lport[args[3]->tcps_addr] ? "same" : "changed"] = count();
}

/* the socket's memory may be a later socket's */
tcp:::state-change
/lport[args[3]->tcps_addr] && args[3]->tcps_state == TCP_STATE_CLOSED/
{
	lport[args[3]->tcps_addr] = 0;
}

END
{
	printa("%s %s -> %s: lport %s %@d\n", @);
}
