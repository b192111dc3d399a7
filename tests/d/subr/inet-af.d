/*
 * inet_ntop() with its address family known only at run time (AF_INET and
 * AF_INET6 are the D library's constants, Linux's values), and
 * inet_ntoa6()'s optional second argument (Oracle's): zero gives an
 * IPv4-mapped or -compatible address as its dotted IPv4 part alone, as
 * with one argument; non-zero as inet_ntop() writes it, with its "::" or
 * "::ffff:" prefix.
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d\n", AF_INET, AF_INET6);
	this->a = (uint8_t *)alloca(16);
	this->a[0] = 10; this->a[1] = 1; this->a[2] = 2; this->a[3] = 254;
	v = 4;
	af = v == 4 ? AF_INET : AF_INET6;
	printf("%s\n", inet_ntop(af, this->a));
	v = 6;
	af = v == 4 ? AF_INET : AF_INET6;
	printf("%s\n", inet_ntop(af, this->a));
	this->a[0] = 0; this->a[1] = 0; this->a[2] = 0; this->a[3] = 0;
	this->a[12] = 172; this->a[13] = 16; this->a[14] = 0; this->a[15] = 9;
	flag = 1;
	printf("%s %s %s\n", inet_ntoa6((struct in6_addr *)this->a),
	    inet_ntoa6((struct in6_addr *)this->a, 0), inet_ntoa6((struct in6_addr *)this->a, flag));
	this->a[10] = 0xff; this->a[11] = 0xff;
	printf("%s %s %s\n", inet_ntoa6((struct in6_addr *)this->a),
	    inet_ntoa6((struct in6_addr *)this->a, 0), inet_ntoa6((struct in6_addr *)this->a, 7));
	this->a[0] = 0x20; this->a[1] = 0x01;
	printf("%s %s\n", inet_ntoa6((struct in6_addr *)this->a, 0),
	    inet_ntoa6((struct in6_addr *)this->a, 1));
	exit(0);
}
