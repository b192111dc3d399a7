/* kernel pointers and arrays: members, indexes, address arithmetic */
syscall::openat:entry
{
	self->path = copyinstr(arg1);
	self->file = curthread->files;
	p = &curthread->comm[0];
	q = p + 2;
	printf("%s %c %d\n", self->path, *q, q - p);
	printf("%d %d\n", curthread->real_parent->pid, curthread->signal->nr_threads);
	printf("%s\n", stringof(curthread->mm->exe_file->f_path.dentry->d_name.name));
}
