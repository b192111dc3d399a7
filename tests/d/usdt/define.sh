# A script may define the provider it traces.  A program built with
# SystemTap's <sys/sdt.h> carries no provider record: the script's
# definition then types args[] (app2's tick as unsigned short: sizeof 2,
# where the spec's type is int32_t: 4).  A program built with our dtrace -h
# carries one, which wins over the script's (as DTrace takes the types from
# the program's DOF): query-start's args[0] stays char *, though the script
# says int.  Neither definition conflicts with the probes of that name.
D=$1
T=$(mktemp -d)
cc -O2 -o "$T/app2" inc/app2.c || exit 1
sh inc/build.sh "$T" "$D" || exit 1
tick='app2$target:::tick { printf("%s: %d sizeof %d\n", probename, args[0], sizeof (args[0])); }'
"$D" -q -s define.d -n "$tick" -c "$T/app2"
echo "status $?"
"$D" -q -n "$tick" -c "$T/app2"
echo "status $?"
"$D" -q -s define.d -n 'usdtt$target:::query-start { printf("%s: \"%s\" sizeof %d\n", probename,
    copyinstr(args[0]), sizeof (args[0])); }' -c "$T/usdtt 1"
echo "status $?"
rm -rf "$T"
