# Globs in pid probe descriptions: over functions (level?), modules
# (lib*, the C library's str*), probe names (ret*), and over providers
# (p*d$target matches the instance).
D=$1
T=$(mktemp -d)
sh inc/build.sh "$T" || exit 1
"$D" -q -n 'pid$target:a.out:level?:entry, pid$target:lib*:*twice:ret* { @[probemod, probefunc, probename] = count(); }' -c "$T/trig 3"
echo "status $?"
"$D" -q -n 'p*d$target:a.out:add?:entry { @[probefunc] = count(); }' -c "$T/trig 2"
echo "status $?"
"$D" -n 'pid$target:libc.so.6:str*:entry { @n = count(); } END { printa("C library str* functions fired: %@d\n", @n); }' \
    -c "$T/trig 3" > "$T/o" 2>"$T/e"
echo "status $?"
awk '/matched/ { print ($(NF-1) > 50 ? "more than 50 probes" : "only " $(NF-1) " probes") }' "$T/e"
grep -q 'fired: [1-9]' "$T/o" && echo "they fired"
rm -rf "$T"
