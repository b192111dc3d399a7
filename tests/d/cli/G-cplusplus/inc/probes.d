/* included by shop.d through -I inc */
#ifdef WITH_DEBUG
#define	SHOP_EXTRA_PROBES	probe debug(int level);
#else
#define	SHOP_EXTRA_PROBES
#endif
