BEGIN
{
	@ = count();
	@c["k"] = count();
	@s[1, "two", 3L] = sum(10);
	@s[2, "x", 4L] = sum(-1);
	exit(0);
}
