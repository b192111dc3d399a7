# curpsinfo and curlwpsinfo (the D library's psinfo_t and lwpsinfo_t
# translators) at a syscall of a -c process, compared with what /proc says
# of it; the thread-state constants; xlate<psinfo_t *> of another task
# (the parent); psinfo_t and lwpsinfo_t named as types first.
D=$1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

"$D" -q -n '
syscall::clock_nanosleep:entry, syscall::nanosleep:entry
/pid == $target/
{
	printf("%d %d %d %d %d %d %d %d %d %s\n", curpsinfo->pr_pid,
	    curpsinfo->pr_ppid, curpsinfo->pr_pgid, curpsinfo->pr_sid,
	    curpsinfo->pr_uid, curpsinfo->pr_euid, curpsinfo->pr_gid,
	    curpsinfo->pr_egid, curpsinfo->pr_nlwp, curpsinfo->pr_fname);
	printf("%d %d %c %d %d %s %d\n", curlwpsinfo->pr_lwpid,
	    curlwpsinfo->pr_state == SONPROC, curlwpsinfo->pr_sname,
	    curlwpsinfo->pr_nice, curlwpsinfo->pr_pri, curlwpsinfo->pr_name,
	    curlwpsinfo->pr_onpro == cpu);
	printf("%s|%s\n", curpsinfo->pr_psargs,
	    xlate <psinfo_t *> (curthread->real_parent)->pr_psargs);
	printf("%d %d\n", curpsinfo->pr_addr == (uintptr_t)curthread,
	    xlate <psinfo_t *> (curthread->real_parent)->pr_pid == ppid);
	exit(0);
}' -c 'nice -n 5 sleep 1' > "$tmp/out" 2> "$tmp/err" &
dpid=$!
wait $dpid
echo "status $?"
cat "$tmp/err"

"$D" -e -n 'psinfo_t p; lwpsinfo_t *l; BEGIN { p.pr_pid = 1; l = 0; }'
echo "types status $?"

exec 3< "$tmp/out"
check() {
	if [ "$2" = "$3" ]; then
		echo "$1 ok"
	else
		echo "$1 wrong: got '$2', want '$3'"
	fi
}
read -r p pp pg sid uid euid gid egid nlwp fname <&3
# /proc/PID/stat of the sleep is gone by now; the process was dtrace's child,
# in dtrace's group and session, with dtrace's ids
check pr_pid "$([ "$p" -gt 0 ] && echo yes)" yes
check pr_ppid "$pp" "$dpid"
check pr_pgid "$pg" "$(ps -o pgid= $$ | tr -d ' ')"
check pr_sid "$sid" "$(ps -o sid= $$ | tr -d ' ')"
check pr_uid "$uid/$euid/$gid/$egid" "$(id -u)/$(id -u)/$(id -g)/$(id -g)"
check pr_nlwp "$nlwp" 1
check pr_fname "$fname" sleep
read -r lwp onproc sname nice pri name onpro <&3
check pr_lwpid "$lwp" "$p"
check "pr_state == SONPROC" "$onproc" 1
check pr_sname "$sname" O
# nice -n 5 adds to the niceness the tests run with (0, or more under nice)
base=$(nice)
check pr_nice "$nice" $((base + 5))
check pr_pri "$pri" $((base + 125))
check pr_name "$name" sleep
check pr_onpro "$onpro" 1
IFS='|' read -r args pargs <&3
check pr_psargs "$args" "sleep 1"
check "parent pr_psargs (its comm)" "$pargs" dtrace
read -r a b <&3
check pr_addr "$a" 1
check "xlate parent pr_pid" "$b" 1
