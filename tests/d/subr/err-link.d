/*
 * link_ntop() of a type other than ARPHRD_ETHER and ARPHRD_INFINIBAND is
 * an illegal operation; of a NULL address, an invalid address.
 */
#pragma D option quiet

uint8_t *nowhere;

BEGIN
{
	trace(link_ntop(ARPHRD_ETHER + 5, curthread));
}

BEGIN
{
	trace(link_ntop(ARPHRD_ETHER, nowhere));
}

BEGIN
{
	exit(0);
}
