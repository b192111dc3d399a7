# USDT probes of a program built with our dtrace -h (and a library of its
# own built with -G), traced by name: arguments per the notes' specs,
# integers of each size signed and unsigned (argN 64-bit extended, args[N]
# of the spec's type), a string pointer read with copyinstr, a probe in the
# shared library (module libusdtt.so), the executable also named a.out.
D=$1
T=$(mktemp -d)
sh inc/build.sh "$T" "$D" || exit 1
"$D" -q -s args.d -c "$T/usdtt 2"
echo "status $?"
rm -rf "$T"
