/* time spent in read and write, per program, with thread-local timestamps */
syscall::read:entry,
syscall::write:entry
/pid == $1/
{
	self->ts = timestamp;
}

syscall::read:return,
syscall::write:return
/self->ts != 0/
{
	@time[probefunc] = sum(timestamp - self->ts);
	@dist[probefunc] = quantize(timestamp - self->ts);
	self->ts = 0;
}
