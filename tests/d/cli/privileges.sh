# What a user without root gets: one message naming the capabilities
# missing, in the order the kernel asks for them (dtrace_open: CAP_BPF and
# CAP_PERFMON; tracefs, which is root's only: CAP_DAC_READ_SEARCH; another
# user's process: CAP_SYS_PTRACE; kernel symbols: CAP_SYSLOG, where
# /proc/kallsyms hides them); with CAP_BPF, CAP_PERFMON and
# CAP_DAC_READ_SEARCH, a syscall probe works; destructive actions still
# need -w.  Run as user nobody with only the capabilities given (setpriv's
# ambient set); the binary is copied where nobody can run it.
D=$1
T=$(mktemp -d) || exit 1
S=
trap '[ -n "$S" ] && kill $S; rm -rf "$T"' EXIT
chmod 755 "$T"
cp "$D" "$T/dtrace" && chmod 755 "$T/dtrace" || exit 1
cat > "$T/three.c" <<'C'
#include <unistd.h>
int main(void) { getppid(); getppid(); getppid(); return 0; }
C
cc -o "$T/three" "$T/three.c" || exit 1
as() {
	caps=$1
	shift
	if [ -n "$caps" ]; then
		setpriv --reuid=nobody --regid=nogroup --clear-groups --inh-caps="$caps" \
		    --ambient-caps="$caps" "$@"
	else
		setpriv --reuid=nobody --regid=nogroup --clear-groups "$@"
	fi
}
run() {
	echo "-- $1"
	caps=$2
	shift 2
	as "$caps" "$T/dtrace" "$@" > "$T/out" 2>&1
	st=$?
	sed "s/pid[0-9][0-9]*/pidN/; s|/proc/[0-9][0-9]*/|/proc/N/|" "$T/out"
	echo "status $st"
}
B='BEGIN { exit(0); }'
run "no capabilities" "" -n "$B"
run "CAP_BPF" +bpf -n "$B"
run "CAP_PERFMON" +perfmon -n "$B"
run "CAP_BPF and CAP_PERFMON" +bpf,+perfmon -n "$B"
ALL=+bpf,+perfmon,+dac_read_search
run "CAP_BPF, CAP_PERFMON, CAP_DAC_READ_SEARCH: syscall probes" $ALL -q \
    -n 'syscall::getppid:entry /pid == $target/ { @ = count(); } END { printa("getppid %@d\n", @); }' \
    -c "$T/three"
run "the same, a destructive action without -w" $ALL -q -n 'BEGIN { system("id -un"); exit(0); }'
run "the same with -w" $ALL -w -q -n 'BEGIN { system("id -un"); exit(0); }'
sleep 100 &
S=$!
run "the same, pid probes in root's process" $ALL -q -n 'pid$target::nanosleep:entry { }' -p $S
kill $S
S=
# kernel symbols: the message comes exactly where nobody sees zeros in kallsyms
hidden=no
as "$ALL" head -1 /proc/kallsyms | grep -q '^0* ' && hidden=yes
said=no
as "$ALL" "$T/dtrace" -qn 'profile-97 { @[stack(1)] = count(); } tick-200ms { exit(0); }' 2>&1 |
    grep -q '^dtrace: kernel symbols.*CAP_SYSLOG, to read kernel symbols)$' && said=yes
echo "kernel symbols hidden: $hidden, CAP_SYSLOG named: $said"
[ $hidden = $said ] && echo "as it should be"
