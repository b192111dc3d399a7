/*
 * driven by sdt-many-args.sh: raw_syscalls:sys_enter seen through a format
 * file of 35 fields (the record's id, the bytes of the first four system
 * call arguments one field each, then the fifth as a long and the sixth as
 * char [8]), for perl's syscall(39, ...) (getpid) with those arguments
 */
#pragma D option quiet

sdt::raw_syscalls:sys_enter
/pid == $target && args[0] == 39 && args[1] == 1 && args[33] == -5/
{
	printf("args[19] %d args[20] %d args[21] %d args[32] %d\n", args[19], args[20],
	    args[21], args[32]);
	printf("args[33] %d args[34] %s (%c)\n", args[33], args[34], args[34][6]);
	printf("arg0 %d arg9 %d\n", arg0, arg9);
	exit(0);
}
