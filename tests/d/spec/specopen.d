/* the Dynamic Tracing Guide's specopen.d (specopen.sh runs it) */
#pragma D option quiet

syscall::openat:entry
/pid == $target/
{
	self->spec = speculation();
	speculate(self->spec);
	printf("%s", copyinstr(arg1));
}

syscall::openat:return
/self->spec/
{
	speculate(self->spec);
	printf(": errno %d\n", errno);
}

syscall::openat:return
/self->spec && errno != 0/
{
	commit(self->spec);
	self->spec = 0;
}

syscall::openat:return
/self->spec && errno == 0/
{
	discard(self->spec);
	self->spec = 0;
}
