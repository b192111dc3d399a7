/*
 * The io provider under start-done.sh's writer: dd writes 4 MB with
 * O_DIRECT to a file on the disk $$1 and syncs it.  The requests are its
 * writes on that disk; each that starts is done.
 */
#pragma D option quiet

io:::start
/args[1]->dev_statname == $$1 && (args[0]->b_flags & B_WRITE) && pid == $target/
{
	started[arg0] = 1;
	@bytes["started"] = sum(args[0]->b_bcount);
}

io:::done
/started[arg0]/
{
	started[arg0] = 0;
	@bytes["done"] = sum(args[0]->b_bcount);
	@bad["done with no device"] = sum(args[1]->dev_major == 0 || args[0]->b_edev == 0);
}

io:::wait-start
/pid == $target/
{
	self->waiting = 1;
	waits++;
}

io:::wait-done
/self->waiting/
{
	self->waiting = 0;
	waitdone++;
}

END
{
	printa("bytes %s %@d\n", @bytes);
	printa("%s: %@d\n", @bad);
	printf("wait-start in the writer: %d, then wait-done: %d\n", waits > 0, waitdone > 0);
}
