/* fbt-assume.sh: a program of many features, for the verifier on the kprobe path */
fbt::vfs_read:entry
{
	self->ts = timestamp;
	self->name = stringof(args[0]->f_path.dentry->d_name.name);
	@c[execname, probefunc] = count();
	@q = quantize(args[2]);
	this->s = strjoin(execname, "-x");
	printf("%s %s %d %d %s\n", self->name, this->s, pid, args[2], substr(self->name, 1, 3));
	trace(copyinstr((uintptr_t)args[1], 8));
	stack();
	ustack(4);
	@s[stack(3)] = sum(arg2);
	trace(strlen(self->name) + index(self->name, "a"));
}
fbt::vfs_read:return
/self->ts/
{
	@lat = avg(timestamp - self->ts);
	@r = lquantize(args[1], 0, 4096, 512);
	self->ts = 0;
	self->name = "";
	trace(stackdepth);
	trace(caller);
}
