// G-cplusplus.sh: C++ using the header: a class, std::string arguments
#include <cstdio>
#include <string>
#include "shop.h"

extern "C" void ship(const char *);

class Cart {
public:
	explicit Cart(std::string item) : item_(std::move(item)) {}
	void place(int qty)
	{
		SHOP_ORDER_PLACED(item_.c_str(), qty, 1999ULL * qty);
		if (SHOP_DEBUG_ENABLED())
			std::puts("debug enabled without a tracer?");
		SHOP_DEBUG(2);
		ship(item_.c_str());
	}
private:
	std::string item_;
};

int
main()
{
	Cart c("book");

	c.place(3);
	std::puts("c++ ran");
	return 0;
}
