/* count() with one string key: rows sorted by value ascending */
#pragma D option quiet

BEGIN
{
	@c["three"] = count();
	@c["one"] = count();
	@c["three"] = count();
	@c["two"] = count();
	@c["three"] = count();
	@c["two"] = count();
	exit(0);
}
