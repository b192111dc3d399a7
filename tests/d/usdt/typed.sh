# USDT args[] typed from the provider's D definition, which the program
# carries: built with dtrace -h alone (typed-h: the header's record) and
# with -h and -G (typed-hG: the -G object's record too).  -lv shows the
# definition's types: char *, int, the translated type of info (tinfo_t *,
# as written, from the D library inc/typedlib given with -L), remap's
# arguments in their translated order, and a struct the consumer does not
# know (hidden's; info's without the library) as the spec's integer type.
# The script uses args[0] as a string pointer (copyinstr), args[1] as an
# int, remap's args[] in their new order (arg0 is still the first native
# argument), info's translated members.
D=$1
T=$(mktemp -d)
L=$(pwd)/inc/typedlib
H=$(pwd)/inc
norm() { awk '{ sub(/^typed[0-9]+$/, "typedN", $2); $1 = $1; print }' | grep -e typed -e 'args\['; }
(cd "$T" && "$D" -L "$L" -h -s "$H/typedprov.d" -o typed.h &&
    cc -O2 -I. -o typed-h "$H/typed.c" &&
    cc -O2 -I. -c -o typed.o "$H/typed.c" &&
    "$D" -L "$L" -G -s "$H/typedprov.d" -o prov.o typed.o &&
    cc -o typed-hG typed.o prov.o) || exit 1
for p in typed-h typed-hG; do
	echo "== $p"
	"$D" -L "$L" -lv -n 'typed$target:::' -c "$T/$p 1" | norm
	echo "status $?"
	"$D" -L "$L" -q -s typed.d -c "$T/$p 2"
	echo "status $?"
done
echo "== without the library"
"$D" -lv -n 'typed$target:::info' -c "$T/typed-h 1" | norm
echo "status $?"
rm -rf "$T"
