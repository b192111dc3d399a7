BEGIN
{
	t = curthread;
	trace(t->mm != 0 ? t->mm->map_count : -1);
	trace(t->flags & 0x4);
	trace(*t->comm);
	trace(t->comm + 1 == &t->comm[1]);
	trace((uintptr_t)t->real_parent->real_parent);
	trace(sizeof (t->comm) + sizeof (*t));
}
