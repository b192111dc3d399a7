/*
 * -s with -c (c-script.args): $target in a script's predicate; the
 * command's output and dtrace's share stdout; END runs when it exits
 */
syscall::write:entry
/pid == $target/
{
	@writes[probefunc] = count();
}

END
{
	printf("target has exited\n");
}
