/*
 * inet_ntoa(), inet_ntoa6() and inet_ntop() of addresses put in alloca()
 * scratch with bcopy(): dotted IPv4; IPv6 in lower-case hexadecimal with
 * the longest run of zero groups as "::" (even a single group, as illumos
 * does); IPv4-mapped and -compatible addresses with a dotted tail, which
 * is all inet_ntoa6() gives of them.  inet_ntop takes Linux's AF_INET (2)
 * and AF_INET6 (10); another family is an illegal operation.
 */
#pragma D option quiet

string zero;

BEGIN
{
	this->p = alloca(16);
	bcopy(zero, this->p, 16);
	bcopy("\177\000\000\001", this->p, 4);
	printf("%s %s\n", inet_ntoa((ipaddr_t *)this->p), inet_ntop(2, this->p));
	bcopy("\300\250\377\012", this->p, 4);
	printf("%s\n", inet_ntoa((ipaddr_t *)this->p));
	bcopy(zero, this->p, 16);
	printf("%s %s\n", inet_ntoa6((struct in6_addr *)this->p), inet_ntop(10, this->p));
	bcopy("\001", this->p + 15, 1);
	printf("%s %s\n", inet_ntoa6((struct in6_addr *)this->p), inet_ntop(10, this->p));
	bcopy("\300\250\001\002", this->p + 12, 4);
	printf("%s %s\n", inet_ntoa6((struct in6_addr *)this->p), inet_ntop(10, this->p));
	bcopy("\377\377", this->p + 10, 2);
	printf("%s %s\n", inet_ntoa6((struct in6_addr *)this->p), inet_ntop(10, this->p));
	bcopy(zero, this->p, 16);
	bcopy("\376\200", this->p, 2);
	bcopy("\002\024\117\377\376\013\166\310", this->p + 8, 8);
	printf("%s\n", inet_ntop(10, this->p));
	bcopy("\040\001\015\270\000\001", this->p, 6);
	printf("%s\n", inet_ntop(10, this->p));
	bcopy("\000\002\000\003\000\004\000\005\000\006\000\007\000\010\000\011", this->p, 16);
	printf("%s\n", inet_ntop(10, this->p));
	bcopy("\000\002\000\000\000\000\000\005\000\000\000\000\000\000\000\011", this->p, 16);
	printf("%s\n", inet_ntop(10, this->p));
	bcopy("\000\002\000\000\000\000\000\005\000\000\000\000\000\000\000\000", this->p, 16);
	printf("%s\n", inet_ntop(10, this->p));
}

BEGIN
{
	printf("%s\n", inet_ntop(3, alloca(16)));
}

BEGIN
{
	exit(0);
}
