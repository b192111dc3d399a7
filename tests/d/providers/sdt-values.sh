# sdt argument values as their format gives them: long ret sign-extended
# (raw_syscalls:sys_exit of a failed openat), a 4-byte int -1
# (kmem_cache_alloc's node, NUMA_NO_NODE), an unsigned long args[6] array
# indexed (sys_enter: openat's dirfd AT_FDCWD), arg0..argN = args[]
D=$1
"$D" -q -n '
sdt::raw_syscalls:sys_enter
/pid == $target && args[0] == 257 && !done/
{
	printf("enter %d dirfd %d %d\n", args[0], (int)args[1][0], arg0 == args[0]);
	done = 1;
}

sdt::raw_syscalls:sys_exit
/pid == $target && args[0] == 257 && args[1] < 0 && !xdone/
{
	printf("exit %d ret %d %d\n", args[0], args[1], arg1 == args[1]);
	xdone = 1;
}' -c "cat /nonexistent/sdt-values" 2>/dev/null
echo "status $?"
"$D" -q -n 'sdt:::kmem_cache_alloc /args[6] < 0/ { printf("node %d %d\n", args[6], arg6); exit(0); }'
echo "status $?"
