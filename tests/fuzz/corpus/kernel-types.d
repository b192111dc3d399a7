BEGIN
{
	trace(curthread->pid);
	trace(curthread->real_parent->tgid);
	trace(stringof(curthread->comm));
	trace(sizeof (struct task_struct));
	trace(offsetof(struct task_struct, pid));
	p = (struct task_struct *)curthread;
	trace((*p).tgid);
	trace(p->comm[0]);
	trace(&p->pid != 0);
}
