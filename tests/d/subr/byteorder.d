/*
 * ntohs/ntohl/ntohll and htons/htonl/htonll swap bytes on this little-
 * endian machine (of constants at compile time, of values at run time),
 * keeping their argument's width; getmajor/getminor split a kernel dev_t
 * (12-bit major above a 20-bit minor).
 */
#pragma D option quiet

BEGIN
{
	printf("%x %x %x\n", ntohs(0x1234), ntohl(0x12345678), ntohll(0x0102030405060708));
	printf("%x %x %x\n", htons(0xabcd), htonl(0xdeadbeef), htonll(0xff));
	s = 0x1234;
	l = 0x12345678;
	ll = 0x0102030405060708;
	printf("%x %x %x\n", ntohs(s), ntohl(l), ntohll(ll));
	printf("%x %x\n", htons(l), htonl(ll));
	printf("%d %d\n", ntohs(htons(4660)), ntohl(htonl(l)) == l);
	printf("%d %d\n", sizeof(ntohs(s)), sizeof(ntohll(s)));
	d = (8 << 20) | 17;
	printf("%d %d %d %d\n", getmajor(d), getminor(d), getmajor(0x10300001), getminor(0xfffff));
	exit(0);
}
