/* G-cplusplus.sh: the C side of the program */
#include "shop.h"

void
ship(const char *item)
{
	SHOP_ORDER_SHIPPED((char *)item);
}
