/*
 * fds[]: the current process's open files by descriptor, at the writes of
 * the shell script fds.sh runs: the file it writes to (the same file twice,
 * at offsets 0 and 4), the file it reads from, /dev/null on its stdin, the
 * pipe of its stderr, and descriptors that are closed, negative or past
 * the file table.
 */
#pragma D option quiet

syscall::write:entry
/pid == $target && fds[arg0].fi_fs != "pipefs"/
{
	printf("write fd %d: %s name %s dir %s fs %s offset %d write-only %d\n", arg0,
	    fds[arg0].fi_pathname, fds[arg0].fi_name, fds[arg0].fi_dirname, fds[arg0].fi_fs,
	    fds[arg0].fi_offset, (fds[arg0].fi_oflags & 3) == 1);
	this->fd = 4;
	printf("fd 4: %s read-only %d\n", fds[this->fd].fi_name, (fds[this->fd].fi_oflags & 3) == 0);
	printf("fd 0: %s fs %s\n", fds[0].fi_pathname, fds[0].fi_fs);
	printf("fd 2: %s\n", fds[2].fi_pathname);
	printf("fd 9 (closed): %s %s %s %s %s %d %d\n", fds[9].fi_name, fds[9].fi_dirname,
	    fds[9].fi_pathname, fds[9].fi_fs, fds[9].fi_mount, fds[9].fi_offset, fds[9].fi_oflags);
	printf("fd -1: %s %s %d\n", fds[-1].fi_pathname, fds[-1].fi_fs, fds[-1].fi_offset);
	printf("fd 1<<20: %s %s\n", fds[1 << 20].fi_name, fds[1 << 20].fi_mount);
	@[fds[arg0].fi_pathname] = count();
}

syscall::write:entry
/pid == $target && fds[arg0].fi_fs == "pipefs"/
{
	printf("write fd %d: a pipe, %s name %s dir %s\n", arg0, fds[arg0].fi_pathname,
	    fds[arg0].fi_name, fds[arg0].fi_dirname);
	@[fds[arg0].fi_fs] = count();
}

END
{
	printa("%s %@d\n", @);
}
