# sdt listings: one probe per tracefs event (syscalls and ftrace left out),
# sdt:vmlinux:<group>:<event>; -P, -m, -f and -n select; a probe keeps its
# ID within a run; -lv shows args[] typed from the format file (char
# arrays, __data_loc strings).  IDs depend on creation order: shown as N.
D=$1
ids() { sed -E 's/^ {0,4}[0-9]{1,5} /    N /'; }
"$D" -l -n 'sdt:::sched_process_exec' | ids
"$D" -l -n 'sdt:vmlinux:sched:sched_process_fork' | ids
"$D" -l -n 'sdt::sched:sched_wak*' | ids
# -P sdt lists every tracepoint but those of syscalls and ftrace
ev=$(cd /sys/kernel/tracing/events && ls -d */*/ | grep -v -e '^syscalls/' -e '^ftrace/' | wc -l)
n=$("$D" -l -P sdt | tail -n +2 | wc -l)
[ "$n" -eq "$ev" ] && echo "-P sdt: all tracepoints" || echo "-P sdt: $n probes, $ev events"
n=$("$D" -l -f sched | tail -n +2 | wc -l)
ev=$(cd /sys/kernel/tracing/events/sched && ls -d */ | wc -l)
[ "$n" -eq "$ev" ] && echo "-f sched: the sched group" || echo "-f sched: $n probes, $ev events"
# -m vmlinux: the probes of the kernel providers (syscall, sdt and the stable ones)
n=$("$D" -l -m vmlinux | awk 'NR > 1 { print $2 }' | sort -u | tr '\n' ' ')
echo "-m vmlinux: $n"
# the whole listing: sdt probes among the others, and no syscalls group
"$D" -l | awk '$2 == "sdt" && $4 == "syscalls"' | wc -l
# the same probe, described twice in one run, has one ID
"$D" -l -n 'sdt:::sched_switch' -n 'sdt::sched:sched_switch' -n 'sdt:::sched_swi*' |
    awk 'NR > 1 { print $1 }' | uniq | wc -l
"$D" -lv -n 'sdt:::sched_switch' | ids
"$D" -lv -n 'sdt:::sched_process_exec' | ids
echo "status $?"
