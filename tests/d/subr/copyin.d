/*
 * copyinstr(), copyin() and copyinto() of openat()'s path, a user-space
 * string, in a process that copyin.sh starts ($1); with strsize=16 the
 * path is cut at 15 bytes.  The process also calls openat() with a NULL
 * path: copyinstr(0) faults with the address 0, as in DTrace.  The calls
 * are told from others by their O_NONBLOCK flag (0x800).
 */
#pragma D option quiet
#pragma D option strsize=16

syscall::openat:entry
/pid == $1 && (arg2 & 0x800) && arg1 != 0 && !seen1/
{
	printf("[%s] [%s]\n", copyinstr(arg1), copyinstr(arg1, 4));
	printf("[%s] [%s]\n", basename(copyinstr(arg1)), copyinstr(arg1, 100));
	this->p = (char *)copyin(arg1, 9);
	printf("[%c%c%c]\n", this->p[0], this->p[2], this->p[8]);
	this->q = (char *)alloca(3);
	copyinto(arg1 + 7, 3, this->q);
	printf("[%c%c%c]\n", this->q[0], this->q[1], this->q[2]);
	seen1 = 1;
}

syscall::openat:entry
/pid == $1 && (arg2 & 0x800) && arg1 == 0 && !seen2/
{
	seen2 = 1;
	printf("[%s]\n", copyinstr(arg1));
}

syscall::openat:entry
/seen1 && seen2/
{
	exit(0);
}
