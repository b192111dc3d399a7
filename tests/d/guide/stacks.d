/* kernel and user stacks, and symbols */
profile-97
{
	@k[stack()] = count();
	@u[ustack()] = count();
	@f[func(arg0)] = count();
	@s[sym(arg0)] = count();
	@m[mod(arg0)] = count();
	@uf[ufunc(arg1)] = count();
	@us[usym(arg1)] = count();
	@um[umod(arg1)] = count();
}

syscall::write:entry
/pid == $target/
{
	stack(5);
	ustack(5);
	jstack();
}
