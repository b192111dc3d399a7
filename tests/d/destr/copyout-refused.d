/*
 * On a kernel that forbids BPF programs to write to user memory (lockdown
 * "integrity" and above), copyout() and copyoutstr() are refused with the
 * reason when tracing is enabled.
 */
BEGIN
{
	copyoutstr("x", arg0, 2);
}
