# dtrace -h and -G for a program of C++ and C: the header compiles as C++
# (g++ -Wall -Wextra -Werror) and C; the provider script goes through cpp
# (-C, -I, -D as a Makefile passes them); the C++ and C objects share the
# semaphores -G defines; each probe site has its note on a 5-byte nop.
D=$1
T=$(mktemp -d)
cp -r G-cplusplus/* "$T"
cd "$T" || exit 1
"$D" -C -I inc -D WITH_DEBUG -h -s shop.d || exit 1
grep -c '^#define	SHOP_[A-Z_]*(' shop.h
g++ -Wall -Wextra -Werror -O2 -c cart.cc && cc -Wall -Wextra -Werror -O2 -c ship.c || exit 1
"$D" -C -I inc -D WITH_DEBUG -G -s shop.d cart.o ship.o
echo "-G status $?"
g++ -o shop cart.o ship.o shop.o && ./shop || exit 1
readelf -n shop | awk '
	/Name:/ { name = $2 }
	/Location:/ { gsub(",", ""); print name, $2 }
	/Arguments:/ { print "  " NF - 1 " arguments" }' |
while read -r name loc; do
	case $name in
	[0-9]*) echo "$name $loc"; continue ;;
	esac
	bytes=$(objdump -d --start-address="$loc" --stop-address=$((loc + 5)) shop |
	    awk -F'\t' '/^ *[0-9a-f]+:/ { print $2 }' | tr -d ' \n')
	echo "$name: $bytes"
done
nm shop | grep -c '_semaphore$'
# without -D WITH_DEBUG the provider has no debug probe: cart.o uses one
"$D" -C -I inc -G -s shop.d -o x.o cart.o ship.o 2>&1; echo "status $?"
cd / && rm -rf "$T"
