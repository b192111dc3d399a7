# Instruction probes: a glob or empty probe name of a function means entry,
# return and a probe at each instruction offset but 0 (the entry's place),
# named in hex without 0x; the offsets must be those objdump -d shows, and
# each fires as often as its instruction runs (loopf(5) in a loop of 3:
# the loop's body 15 times).  Then one offset by name.
D=$1
T=$(mktemp -d)
sh inc/build.sh "$T" || exit 1
objdump -d "$T/trig" | awk '/<loopf>:$/ { on = 1; next } on && NF == 0 { exit }
    on { a = strtonum("0x" substr($1, 1, length($1) - 1)); if (!n++) s = a; if (a > s) printf("%x\n", a - s) }' \
    | sort > "$T/want"
"$D" -q -n 'pid$target:a.out:loopf: { @[probename] = count(); }
    END { printa("%s %@d\n", @); }' -c "$T/trig 3" > "$T/got.all"
echo "status $?"
grep -v -e '^entry' -e '^return' -e '^$' "$T/got.all" | awk '{ print $1 }' | sort > "$T/got"
if cmp -s "$T/want" "$T/got"; then
	echo "offsets as objdump shows them: $(wc -l < "$T/got") of them"
else
	echo "offsets differ from objdump's:"; diff "$T/want" "$T/got"
fi
grep -e '^entry' -e '^return' "$T/got.all"
# counts: each offset ran 3 times (outside the loop) or more (inside it)
awk '!/^(entry|return)/ && NF == 2 { c[$2]++ } END { for (k in c) if (k != 3) print "some ran", k, "times" }' \
    "$T/got.all" | sort
# one offset by name: the second instruction
off=$(head -1 "$T/want")
"$D" -q -n "pid\$target:a.out:loopf:$off { @[probefunc, probename == \"$off\"] = count(); }
    END { printa(\"%s %d %@d\\n\", @); }" -c "$T/trig 4"
echo "status $?"
rm -rf "$T"
