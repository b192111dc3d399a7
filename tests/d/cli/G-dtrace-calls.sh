# dtrace -G for objects in DTrace's own convention (illumos's -h headers,
# Oracle's <sys/sdt.h>), which call __dtrace_PROV___PROBE() and
# __dtraceenabled_PROV___PROBE(): -G defines each function called, the
# probe one a 5-byte nop (and ret) with a stapsdt note whose arguments are
# the calling convention's registers sized by the D types, the is-enabled
# one reading the probe's semaphore (0 here: nothing traces).  -G also
# writes the provider's definition (.note.dtrace-prov), which such objects
# have no other way to carry: -lv shows its argument types.  A function of
# a probe the provider lacks is an error.
D=$1
T=$(mktemp -d)
cp G-dtrace-calls/* "$T"
cd "$T" || exit 1
cc -Wall -Wextra -Werror -O2 -c calls.c || exit 1
"$D" -G -s myapp.d calls.o
echo "-G status $?"
readelf -sW myapp.o | awk '$5 != "LOCAL" && NR > 3 { print $8, $4, $5, $6 }' | sort
readelf -gW myapp.o | grep -c 'COMDAT group section.*\[\.stapsdt\.base\]'
cc -o calls calls.o myapp.o && ./calls || exit 1
readelf -n calls | awk '
	/Name:/ { name = $2 }
	/Location:/ { gsub(",", ""); loc = $2; sem = $6 }
	/Arguments:/ { $1 = ""; print name, loc, sem, $0 }' | sort |
while read -r name loc sem args; do
	bytes=$(objdump -d --start-address="$loc" --stop-address=$((loc + 6)) calls |
	    awk -F'\t' '/^ *[0-9a-f]+:/ { print $2 }' | tr -d ' \n')
	fn=$(nm calls | awk -v a="${loc#0x}" '$1 == a && $3 ~ /^__dtrace_/ { print $3 }')
	want=$(nm calls | awk -v s="myapp_${name}_semaphore" '$3 == s { print "0x" $1 }')
	echo "$name: $args; code $bytes; in $fn; semaphore $([ $((sem)) -eq $((want)) ] && echo ok)"
done
# the is-enabled function reads that semaphore
objdump -d calls | grep -A2 '<__dtraceenabled_myapp___query__start>:' | grep -c 'cmpw.*<myapp_query__start_semaphore>'
readelf -n calls | grep -c 'dtrace.*0x50524f56'
"$D" -lv -n 'myapp$target:::query-start,myapp$target:::small' -c ./calls |
    awk '{ sub(/^myapp[0-9]+$/, "myappN", $2); $1 = $1; print }' | grep -e myapp -e 'args\['
cc -DUNDEFINED_PROBE -c -o bad.o calls.c || exit 1
"$D" -G -s myapp.d -o x.o bad.o 2>&1; echo "status $?"
cd / && rm -rf "$T"
