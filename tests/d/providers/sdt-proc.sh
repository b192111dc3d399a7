# sdt:::sched_process_fork / sched_process_exec / sched_process_exit for a
# shell that forks and execs a child, then execs itself: char[16] comm
# fields, the __data_loc filename as a string, pid_t fields; one clause
# over probes whose records differ
"$1" -c "/bin/sh inc/forkexec.sh" -s sdt-proc.d
echo "status $?"
