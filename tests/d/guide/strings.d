/* strings: comparison, functions, conversions */
#pragma D option strsize=128

syscall::execve:entry
{
	self->name = copyinstr(arg0);
}

syscall::execve:return
/self->name != NULL && strlen(self->name) > 4 && basename(self->name) != "sh"/
{
	printf("%s %s %s\n", execname, dirname(self->name), strjoin(self->name, "!"));
	printf("%d %d %s\n", index(self->name, "/"), rindex(self->name, "/"),
	    substr(self->name, 1, 3));
	printf("%s %s\n", toupper(execname), lltostr(pid));
	self->name = "";
}
