# dtrace -l of USDT probes: a process's probes of one provider (the pid
# replaced), the executable's and the library's; -lv shows each probe's
# argument types from the provider's D definition, which the -h header
# (executable) and the -G object (library) leave in the program.
D=$1
T=$(mktemp -d)
sh inc/build.sh "$T" "$D" || exit 1
norm() { awk '{ sub(/^usdtt[0-9]+$/, "usdttN", $2); $1 = $1; print }'; }
"$D" -l -n 'usdtt$target:::' -c "$T/usdtt 1" | norm
echo "status $?"
"$D" -lv -n 'usdtt$target:a.out::uints,usdtt$target:::lib-call' -c "$T/usdtt 1" | norm |
    grep -e ID -e usdtt -e 'args\['
echo "status $?"
rm -rf "$T"
