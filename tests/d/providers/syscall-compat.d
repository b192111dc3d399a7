/*
 * driven by syscall-compat.sh: the firings of five syscall probes for the
 * process named $$1 (five or more: raw_syscalls with in-program dispatch)
 */
#pragma D option quiet

syscall::writev:entry, syscall::write:entry, syscall::getpid:entry,
syscall::exit:entry, syscall::exit_group:entry
/execname == $$1/
{
	@[probefunc] = count();
	n++;
}

END
{
	printf("%s: %d firings of five syscall probes\n", $$1, n);
}
