# scripts/execsnoop.d on a shell script that runs three programs, one with
# spaces between its arguments, and fails to run a fourth (a failed exec
# is not shown).  Each line: COMM and ARGS as printed; UID 0 (root); the
# PPID is the shell's, the same for all and not the PID.
. inc/env.sh
tmpdir
cat > "$T/w.sh" <<'SH'
/bin/echo one two   three > /dev/null
/bin/true
/nonexistent/prog 2> /dev/null
/bin/ls -d / > /dev/null
exit 0
SH
"$S/execsnoop.d" -c "sh $T/w.sh" > "$T/out"
echo "status $?"
awk 'NR == 1 { print; next }
    NF > 0 { args = $5; for (i = 6; i <= NF; i++) args = args " " $i
	if (ppid == "") ppid = $3
	print "uid " $1 ", ppid the same " ($3 == ppid) ", not the pid " ($2 != $3) ": " $4 " [" args "]" }
    ' "$T/out"
