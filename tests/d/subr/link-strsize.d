/* link_ntop() with strsize=8: the text is cut at 8 characters (a string holds strsize characters) */
#pragma D option quiet
#pragma D option strsize=8

BEGIN
{
	this->e = (uint8_t *)alloca(6);
	this->e[0] = 0x12; this->e[1] = 0x34; this->e[2] = 0x56;
	printf("[%s]\n", link_ntop(ARPHRD_ETHER, this->e));
	exit(0);
}
