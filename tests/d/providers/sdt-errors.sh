# sdt descriptions that fail: the syscalls group is the syscall provider's,
# args[] past a tracepoint's fields (D_ARGS_IDX), args[0] of a clause over
# probes whose first fields differ in type (char [16], string: D_ARGS_MULTI)
D=$1
"$D" -n 'sdt::syscalls:sys_enter_read { }' 2>&1
echo "status $?"
"$D" -xerrtags -n 'sdt:::sched_process_exec { trace(args[3]); }' 2>&1
echo "status $?"
"$D" -xerrtags -n 'sdt:::sched_process_exec, sdt:::sched_switch { trace(args[0]); }' 2>&1
echo "status $?"
# args[1] has one type (pid_t) in both: accepted
"$D" -q -n 'sdt:::sched_process_exec, sdt:::sched_switch { trace(args[1] >= 0); exit(0); }'
echo "status $?"
# a per-CPU pointer (void __seg_gs *): the address-space qualifier is
# dropped, as __user is
"$D" -e -n 'sdt::percpu:percpu_alloc_percpu { trace(sizeof (args[7])); }'
echo "status $?"
