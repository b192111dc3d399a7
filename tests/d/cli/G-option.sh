# dtrace -G as a Makefile written for DTrace runs it: dtrace -h, cc -c of
# two files including the header, dtrace -G -s myapp.d -o myapp.o a.o b.o,
# cc of the three; the program runs.  In the linked program every probe
# site has its stapsdt note, the note's address holds the 5-byte nop (0f 1f
# 44 00 00), and its semaphore is the program's one symbol of that name,
# defined by -G's object (hidden), shared by a.o's and b.o's sites.  Options
# may follow the objects.  Then -G's errors: an object that is linked
# already, not ELF, missing, naming a probe the provider lacks or with other
# arguments; nothing is written.
D=$1
T=$(mktemp -d)
cp G-option/* "$T"
cd "$T" || exit 1
"$D" -h -s myapp.d && cc -Wall -Wextra -Werror -O2 -c a.c b.c || exit 1
"$D" -G -s myapp.d -o myapp.o a.o b.o
echo "-G status $?"
readelf -h myapp.o | sed -n 's/^ *\(Type\|Machine\): *\(.*\)/\1: \2/p'
readelf -sW myapp.o | awk '$8 ~ /semaphore/ { print $8, $3, $4, $5, $6 }' | sort
cc -o prog a.o b.o myapp.o && ./prog || exit 1
readelf -n prog | awk '
	/Name:/ { name = $2 }
	/Location:/ { gsub(",", ""); print name, $2, $6 }' > notes
nm prog | awk '/_semaphore$/ { print $3, $1 }' | sort > syms
readelf -sW myapp.o | awk '$8 ~ /semaphore/ { print $8 }' | sort > gsyms
# each note: its nop, its semaphore the symbol of its name
while read -r name loc sem; do
	bytes=$(objdump -d --start-address="$loc" --stop-address=$((loc + 5)) prog |
	    awk -F'\t' '/^ *[0-9a-f]+:/ { print $2 }' | tr -d ' \n')
	want=$(awk -v s="myapp_${name}_semaphore" '$1 == s { print $2 }' syms)
	same=no
	[ $((sem)) -eq $((0x$want)) ] && same=yes
	echo "$name: nop $bytes, semaphore is its symbol: $same"
done < notes | sort
echo "semaphore symbols in prog: $(wc -l < syms), from -G: $(cat gsyms | tr '\n' ' ')"
awk '{ print $1 }' syms | cmp -s - gsyms && echo "the same names"
# the header's weak semaphores link without -G too
cc -o prog2 a.o b.o && ./prog2
# the default output name: the script's, .d as .o
rm myapp.o && "$D" -G -s myapp.d a.o b.o && ls myapp.o
# options after the objects, as Makefiles write them (PostgreSQL's: -C -G
# -s probes.d objects -o probes.o); objects after "--"
"$D" -C -G -s myapp.d a.o b.o -o late.o && ls late.o
"$D" -G -s myapp.d -o dashes.o -- a.o b.o && ls dashes.o
# a script not named .d, and without providers: d.out, an object of nothing
echo 'BEGIN { exit(0); }' | "$D" -G -s /dev/stdin && readelf -sW d.out | grep -c semaphore
# errors
"$D" -h -s other.d -o o.h && cp o.h myapp.h || exit 1
cc -c c.c && cc -DEXTRA -c -o cx.o c.c || exit 1
"$D" -G -s myapp.d -o new.o a.o cx.o 2>&1; echo "status $?"
"$D" -G -s myapp.d -o new.o a.o c.o 2>&1; echo "status $?"
"$D" -G -s myapp.d -o new.o prog 2>&1; echo "status $?"
"$D" -G -s myapp.d -o new.o myapp.d 2>&1; echo "status $?"
"$D" -G -s myapp.d -o new.o nosuch.o 2>&1; echo "status $?"
echo "objects written: $(ls new.o* 2>/dev/null | wc -l)"
"$D" -G -h -s myapp.d 2>&1; echo "status $?"
"$D" -G -n 'BEGIN { exit(0); }' 2>&1; echo "status $?"
cd / && rm -rf "$T"
