/*
 * net.d: the address families of inet_ntop() and the link types of
 * link_ntop(), with Linux's values: AF_INET and AF_INET6 from
 * <linux/socket.h>, ARPHRD_ETHER and ARPHRD_INFINIBAND (the hardware types
 * of struct net_device's type member) from <linux/if_arp.h>.
 *
 * Each name is an inline int defined the first time a program names it.
 */
inline int AF_INET = 2;
inline int AF_INET6 = 10;
inline int ARPHRD_ETHER = 1;
inline int ARPHRD_INFINIBAND = 32;
