/*
 * A mutex the kernel holds: exec holds the process's cred_guard_mutex
 * while it renames the task (task_rename fires inside begin_new_exec()),
 * and at no system call entry.  $1 is a shell that locks-held.sh runs,
 * starting /bin/true over and over: its children exec.
 */
#pragma D option quiet

sdt:::task_rename
/ppid == $1 && !seen/
{
	this->m = &curthread->signal->cred_guard_mutex;
	printf("exec: owned %d, by me %d, adaptive %d, spin %d\n", mutex_owned(this->m),
	    mutex_owner(this->m) == curthread, mutex_type_adaptive(this->m),
	    mutex_type_spin(this->m));
	seen = 1;
}

syscall::exit_group:entry
/ppid == $1 && seen == 1/
{
	this->m = &curthread->signal->cred_guard_mutex;
	printf("exit: owned %d, owner %p\n", mutex_owned(this->m), mutex_owner(this->m));
	exit(0);
}
