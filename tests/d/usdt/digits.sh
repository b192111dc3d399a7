# A provider whose name ends in a digit (app2, from SystemTap's
# <sys/sdt.h>): app2$target is provider app2 of the process, not app of
# process 2<pid>; its probes fire with their argument, and are listed;
# SystemTap's notes carry no types (and the program no provider record):
# -lv shows args[] typed by the spec's size and sign.
D=$1
T=$(mktemp -d)
cc -O2 -o "$T/app2" inc/app2.c || exit 1
"$D" -q -n 'app2$target:::tick { printf("%s %s %d\n", probemod, probename, arg0); }' -c "$T/app2"
echo "status $?"
"$D" -l -n 'app2$target:::' -c "$T/app2" | awk -v p=app2 'NR > 1 { print (index($2, p) == 1), $3, $4, $5 }'
echo "status $?"
"$D" -lv -n 'app2$target:::' -c "$T/app2" | grep 'args\['
echo "status $?"
rm -rf "$T"
