#!/usr/bin/env -S dtrace -s
/*
 * tcpconnect.d: print each outgoing TCP connection (connect(2)) with its
 * outcome.
 *
 * USAGE:	./tcpconnect.d			every process, until Control-C
 *		./tcpconnect.d -c 'cmd args'	(or -p PID) the connections that
 *						process and its descendants make
 *
 * One line per connection attempt, when it is answered:
 *	PID	the process that connected, COMM its name
 *	IP	4 or 6
 *	LADDR:LPORT	the local address and port
 *	RADDR:RPORT	the remote (server's) address and port
 *	RESULT	established, refused (the peer answered with a reset) or
 *		failed (closed before either: a time-out, no route, a
 *		non-blocking connect abandoned)
 *	LAT_US	microseconds from sending the SYN to that outcome
 * IPv4 and IPv6; attempts begun before tracing are not shown.
 */
#pragma D option quiet

dtrace:::BEGIN
{
	printf("%7s %-16s %2s %-26s %-26s %-11s %8s\n", "PID", "COMM", "IP",
	    "LADDR:LPORT", "RADDR:RPORT", "RESULT", "LAT_US");
}

/* the SYN is sent from the connecting thread: remember who it is */
tcp:::connect-request
/$target == 0 || progenyof($target)/
{
	this->sk = args[3]->tcps_addr;
	start[this->sk] = timestamp;
	who[this->sk] = pid;
	comm[this->sk] = execname;
}

/* clause-local variables start undefined: clear the one the last clause tests */
tcp:::connect-established, tcp:::connect-refused, tcp:::state-change
{
	this->sk = 0;
}

tcp:::connect-established, tcp:::connect-refused
/start[args[3]->tcps_addr]/
{
	this->sk = args[3]->tcps_addr;
	this->result = probename == "connect-established" ? "established" : "refused";
}

/* a socket leaving SYN_SENT for CLOSED without an answer */
tcp:::state-change
/start[args[3]->tcps_addr] && args[5]->tcps_state == TCP_STATE_SYN_SENT &&
 args[3]->tcps_state == TCP_STATE_CLOSED/
{
	this->sk = args[3]->tcps_addr;
	this->result = "failed";
}

tcp:::connect-established, tcp:::connect-refused, tcp:::state-change
/this->sk != 0/
{
	/* an IPv6 address has colons: it is written in brackets, [::1]:80 */
	this->v6 = index(args[3]->tcps_raddr, ":") >= 0;
	printf("%7d %-16s %2d %-26s %-26s %-11s %8d\n", who[this->sk], comm[this->sk],
	    this->v6 ? 6 : 4,
	    strjoin(this->v6 ? strjoin("[", strjoin(args[3]->tcps_laddr, "]")) :
	    args[3]->tcps_laddr, strjoin(":", lltostr(args[3]->tcps_lport))),
	    strjoin(this->v6 ? strjoin("[", strjoin(args[3]->tcps_raddr, "]")) :
	    args[3]->tcps_raddr, strjoin(":", lltostr(args[3]->tcps_rport))),
	    this->result, (timestamp - start[this->sk]) / 1000);
	start[this->sk] = 0;
	who[this->sk] = 0;
	comm[this->sk] = 0;
}
