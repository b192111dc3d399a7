# A header of dtrace -h compiles for a 32-bit program (cc -m32): its notes
# are 32-bit stapsdt notes (4-byte addresses, pointer arguments 4 bytes),
# with the argument sizes of the D definition, which dtrace -32 -h gives
# for a 32-bit program (long is 4 bytes); dtrace -G refuses the 32-bit
# object (it makes x86_64 objects only), also among 64-bit ones.
D=$1
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
cd "$T" || exit 1
printf 'provider m32 {\n\tprobe go();\n\tprobe args(int, char *, long);\n};\n' > p.d
cat > t.c <<'C'
#include "p.h"
int
main(int argc, char **argv)
{
	if (M32_GO_ENABLED())
		M32_GO();
	M32_ARGS(argc, argv[0], 6L);
	return 0;
}
C
# each probe's argument sizes (where the compiler put them is its own)
notes() { readelf -n "$1" | awk '/Name:/ { n = $2 } /Arguments:/ { $1 = ""; gsub(/@[^ ]*/, ""); print n ":" $0 }'; }
"$D" -h -s p.d -o p.h && cc -c -o t64.o t.c && cc -m32 -c -o t32.o t.c && echo "compiled, -m32 too"
readelf -h t32.o | awk '/Class:/ { print "class", $2 }'
notes t64.o
notes t32.o
"$D" -32 -h -s p.d -o p.h && cc -m32 -c -o t32.o t.c && notes t32.o
"$D" -G -s p.d -o p.o t32.o t64.o 2>&1
echo "status $?"
