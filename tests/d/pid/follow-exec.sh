# A traced process that exec()s: the pid probes of its new image are made
# and attached (dt_follow.c).  The trigger waits in each image until its
# ready() probe has fired (the clause raise()s the SIGUSR1 it waits for),
# so the counts of work() are exact: 5 per image.
#  - -c, an image that exec()s itself twice (the same file: its links stay);
#  - -p of a process started before dtrace, exec()ing itself once;
#  - -c of a shell script that exec()s the program: the descriptions match
#    nothing in the shell (-Z) and the clauses gain their probes at the exec;
#    probemod is the new image's;
#  - -p of two processes, each exec()ing itself once, each followed on its
#    own (its probes fire in it only);
#  - -c of a shell script that exec()s the pid trigger, which calls add3()
#    and its library's pidt_twice() at once, with no waiting: a process
#    dtrace created is stopped at its exec and at its dynamic linker's
#    start until its new probes are on, so the counts are exact there too
#    (and the follow trigger, which counts the SIGCONTs it gets, gets none:
#    the stops come before its code runs).
D=$1
T=$(mktemp -d)
cc -O0 -o "$T/follow" inc/follow.c -ldl || exit 1
# wait (up to 10 s) until process $1 runs the trigger (has exec()ed it)
waitexec() {
	we_i=0
	while [ "$(readlink /proc/$1/exe)" != "$T/follow" ] && [ $we_i -lt 1000 ]; do
		sleep 0.01
		we_i=$((we_i + 1))
	done
}
P='pid$target:a.out:ready:entry { raise(SIGUSR1); }
pid$target:a.out:work:entry { @e[probemod, probefunc, probename] = count(); }
pid$target:a.out:work:return { @r[probefunc, probename] = count(); }
pid$target:a.out:work:return /arg1 == 8/ { @four = count(); }
END { printa("%s:%s:%s %@d\n", @e); printa("%s:%s %@d\n", @r); printa("work returned 8: %@d\n", @four); }'
echo "== -c, exec twice"
"$D" -w -q -n "$P" -c "$T/follow exec 2 5"
echo "status $?"
echo "== -p, exec once"
"$T/follow" exec 1 5 &
K=$!
waitexec $K
"$D" -w -q -n "$P" -p $K
echo "status $?"
wait $K
echo "trigger status $?"
echo "== -c sh script, -Z"
printf 'exec "%s" exec 0 5\n' "$T/follow" > "$T/wrap.sh"
"$D" -Z -w -q -n "$P" -c "sh $T/wrap.sh"
echo "status $?"
echo "== -p of two processes"
"$T/follow" exec 1 3 &
A=$!
"$T/follow" exec 1 4 &
B=$!
waitexec $A
waitexec $B
"$D" -w -q -p $A -p $B -n "
pid$A:a.out:ready:entry, pid$B:a.out:ready:entry { raise(SIGUSR1); }
pid$A:a.out:work:entry { @[\"A\", pid == $A ? \"in A\" : \"elsewhere\"] = count(); }
pid$B:a.out:work:entry { @[\"B\", pid == $B ? \"in B\" : \"elsewhere\"] = count(); }
END { printa(\"%s %s %@d\\n\", @); }"
echo "status $?"
wait
echo "== -c sh script, no waiting"
sh inc/build.sh "$T" || exit 1
printf 'exec "%s" 4\n' "$T/trig" > "$T/wrap2.sh"
"$D" -Z -q -n 'pid$target:a.out:add3:entry, pid$target:libpidt.so:pidt_twice:entry
    { @[probemod, probefunc] = count(); } END { printa("%s:%s %@d\n", @); }' -c "sh $T/wrap2.sh"
echo "status $?"
rm -rf "$T"
