/* speculative tracing: keep the trace of failed opens only */
syscall::openat:entry
{
	self->spec = speculation();
	speculate(self->spec);
	printf("%s: %s\n", execname, copyinstr(arg1));
}

syscall::openat:return
/self->spec && (int)arg0 < 0/
{
	commit(self->spec);
	self->spec = 0;
}

syscall::openat:return
/self->spec/
{
	discard(self->spec);
	self->spec = 0;
}
