# Two processes grabbed with -p, each with its own instance (pid<A>,
# pid<B>): each instance's probes fire in its own process only, also for
# the shared library both map.  The processes run on after dtrace exits.
D=$1
T=$(mktemp -d)
sh inc/build.sh "$T" || exit 1
"$T/trig" -1 5 &
A=$!
"$T/trig-nopie" -1 5 &
B=$!
. inc/wait.sh
waitmapped $A
waitmapped $B
"$D" -q -p $A -p $B -n "
pid$A:a.out:add3:entry, pid$A:libpidt.so:pidt_twice:entry { @a[probemod, pid == $A ? \"A\" : \"other\"] = count(); }
pid$B:a.out:add3:entry, pid$B:libpidt.so:pidt_twice:entry { @b[probemod, pid == $B ? \"B\" : \"other\"] = count(); }
pid$A:a.out:add3:entry /++n == 20/ { exit(0); }
END { printa(\"A %s %s %@d\\n\", @a); printa(\"B %s %s %@d\\n\", @b); }" > "$T/o"
echo "status $?"
# counts vary with timing: only which probes fired in which process
sed -e 's/ [0-9]*$//' "$T/o" | sort -u | grep .
sleep 0.1
kill -0 $A && kill -0 $B && echo "both still running"
kill $A $B
wait
rm -rf "$T"
