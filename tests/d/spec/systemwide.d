/*
 * A system-wide speculation per openat, committed at its return
 * (systemwide.sh keeps openat busy meanwhile).  Every probe is enabled
 * before BEGIN fires and none fires before it has run, so no entry fires
 * while its return is not yet attached: no speculation is left behind,
 * and commits keep happening (a leaked one, with nspec 1, would make
 * every later speculation() fail).  Some fail anyway while another CPU
 * holds the only buffer: those are not counted.
 */
#pragma D option quiet
#pragma D option nspec=1

syscall::openat:entry
{
	self->spec = speculation();
	speculate(self->spec);
	printf("%s\n", execname);
}

syscall::openat:return
/self->spec/
{
	commit(self->spec);
	self->spec = 0;
	n++;
}

tick-2s
{
	printf("committed at least 20: %d\n", n >= 20);
	exit(0);
}
