/*
 * link_ntop(): an Ethernet address (ARPHRD_ETHER, 6 bytes) and an
 * InfiniBand address (ARPHRD_INFINIBAND, 20 bytes) as two-digit
 * lower-case hexadecimal bytes joined by ':', the type given at run time
 * too; a smaller strsize cuts the text.  The constants are Linux's.
 */
#pragma D option quiet

uint8_t ib[20];

BEGIN
{
	printf("%d %d\n", ARPHRD_ETHER, ARPHRD_INFINIBAND);
	this->e = (uint8_t *)alloca(6);
	this->e[0] = 0x0a; this->e[1] = 0xb0; this->e[2] = 0x00;
	this->e[3] = 0x7f; this->e[4] = 0xc3; this->e[5] = 0x09;
	printf("%s\n", link_ntop(ARPHRD_ETHER, this->e));
	ib[0] = 0xfe; ib[1] = 0x80; ib[7] = 0x01; ib[12] = 0x11; ib[19] = 0xff;
	t = ARPHRD_INFINIBAND;
	printf("%s\n", link_ntop(t, ib));
	t = ARPHRD_ETHER;
	printf("%s\n", link_ntop(t, ib));
	exit(0);
}
