/*
 * Named constants of the D library: errno and signal names with Linux's
 * values, uregs[] indexes, thread states; each an inline int, so constant
 * expressions fold; a program's own declaration of one of those names
 * (nothing loaded yet) is its own.
 */
#pragma D option quiet

int EIO;

BEGIN
{
	EIO = 42;
	printf("%d %d %d %d %d %d\n", EPERM, ENOENT, EAGAIN == EWOULDBLOCK, ENOTSUP,
	    ETIMEDOUT, EHWPOISON);
	printf("%d %d %d %d %d %d\n", SIGHUP, SIGKILL, SIGUSR1, SIGTERM, SIGCHLD, SIGSYS);
	printf("%d %d %d\n", R_PC, R_SP, R_ORIG_RAX);
	printf("%d %d %d %d\n", SSLEEP, SRUN, SONPROC, SWAIT);
	printf("%d %d\n", sizeof (char [3]), EIO);
	exit(0);
}
