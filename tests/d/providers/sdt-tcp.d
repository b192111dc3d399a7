/* driven by sdt-tcp.sh: $1 is the port the client connects to */
#pragma D option quiet

sdt:::inet_sock_set_state
/args[4] == $1 && args[1] == 7 && args[2] == 2/
{
	connect = 1;
	family = args[5];
	proto = args[6];
	daddr = inet_ntoa((ipaddr_t *)&args[8]);
	dbytes = args[8][0] == 127 && args[8][3] == 1;
	sport = args[3];
	/* daddr_v6, past arg9 (args[] only): IPv4-mapped, ::ffff:127.0.0.1 */
	mapped = args[10][0] == 0 && args[10][9] == 0 && args[10][10] == 0xff &&
	    args[10][11] == 0xff && args[10][12] == 127 && args[10][15] == 1;
}

sdt:::inet_sock_set_state
/args[4] == $1 && args[1] == 2 && args[2] == 1/
{
	established = 1;
	sportset = args[3] != 0 && args[3] != $1;
}

END
{
	printf("connect %d established %d\n", connect, established);
	printf("family %d protocol %d daddr %s bytes %d\n", family, proto, daddr, dbytes);
	printf("daddr_v6 IPv4-mapped 127.0.0.1: %d\n", mapped);
	printf("sport at connect %d, then set %d\n", sport, sportset);
}
