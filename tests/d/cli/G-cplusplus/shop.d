/* G-cplusplus.sh: run through cpp (-C), with -I inc and -D WITH_DEBUG */
#include "probes.d"

provider shop {
	probe order__placed(char *item, int qty, uint64_t cents);
	probe order__shipped(char *item);
	SHOP_EXTRA_PROBES
};
