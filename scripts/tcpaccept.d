#!/usr/bin/env -S dtrace -s
/*
 * tcpaccept.d: print each incoming TCP connection as a process accepts it.
 *
 * USAGE:	./tcpaccept.d			every process, until Control-C
 *		./tcpaccept.d -c 'cmd args'	(or -p PID) the connections that
 *						process and its descendants accept
 *
 * One line per TCP connection returned by accept(2) or accept4(2):
 *	PID	the accepting process, COMM its name
 *	IP	4 or 6
 *	LADDR:LPORT	the local (listening) address and port
 *	RADDR:RPORT	the remote (client's) address and port
 *	WAIT_US	microseconds the connection waited, established, for the
 *		accept (from tcp:::accept-established); "-" if it was
 *		established before tracing began
 * The kernel completes the handshake on its own (tcp:::accept-established
 * fires in whatever context receives the client's ACK): the process is
 * only known at its accept, where the new descriptor's socket is found
 * through the process's file table.
 */
#pragma D option quiet

dtrace:::BEGIN
{
	printf("%7s %-16s %2s %-26s %-26s %8s\n", "PID", "COMM", "IP", "LADDR:LPORT",
	    "RADDR:RPORT", "WAIT_US");
}

tcp:::accept-established
{
	established[args[3]->tcps_addr] = timestamp;
}

/* a connection closed before any accept: forgotten */
tcp:::state-change
/established[args[3]->tcps_addr] && args[3]->tcps_state == TCP_STATE_CLOSED/
{
	established[args[3]->tcps_addr] = 0;
}

/* the socket of the descriptor accept returned */
syscall::accept:return, syscall::accept4:return
/(int)arg0 >= 0 && ($target == 0 || progenyof($target))/
{
	this->tcp = 0;
	this->file = curthread->files->fdt->fd[arg0];
	this->sock = (struct socket *)this->file->private_data;
	this->sk = this->sock->sk;
	this->family = this->sk->__sk_common.skc_family;
	this->tcp = this->sk->sk_protocol == IPPROTO_TCP &&
	    (this->family == AF_INET || this->family == AF_INET6);
}

syscall::accept:return, syscall::accept4:return
/(int)arg0 >= 0 && ($target == 0 || progenyof($target)) && this->tcp/
{
	this->ts = established[(uintptr_t)this->sk];
	established[(uintptr_t)this->sk] = 0;
	this->laddr = xlate <tcpsinfo_t *> (this->sk)->tcps_laddr;
	this->raddr = xlate <tcpsinfo_t *> (this->sk)->tcps_raddr;
	this->lport = xlate <tcpsinfo_t *> (this->sk)->tcps_lport;
	this->rport = xlate <tcpsinfo_t *> (this->sk)->tcps_rport;
	this->v6 = this->family == AF_INET6;
	/* an IPv6 address is written in brackets: [::1]:80 */
	printf("%7d %-16s %2d %-26s %-26s %8s\n", pid, execname, this->v6 ? 6 : 4,
	    strjoin(this->v6 ? strjoin("[", strjoin(this->laddr, "]")) :
	    this->laddr, strjoin(":", lltostr(this->lport))),
	    strjoin(this->v6 ? strjoin("[", strjoin(this->raddr, "]")) :
	    this->raddr, strjoin(":", lltostr(this->rport))),
	    this->ts != 0 ? lltostr((timestamp - this->ts) / 1000) : "-");
}
