/*
 * Integer keys order as DTrace orders them: compared as unsigned, so that
 * negative keys come after the positive ones, by key (aggsortkey) and
 * among rows of equal value.
 */
#pragma D option quiet

BEGIN
{
	@ties[-2] = count();
	@ties[1] = count();
	@ties[-1] = count();
	@ties[0] = count();
	@ties[2] = count();
	printa("tie %d %@d\n", @ties);
	setopt("aggsortkey");
	@bykey[(long long)-3] = sum(1);
	@bykey[(long long)3] = sum(2);
	@bykey[(long long)0] = sum(3);
	printa("key %d %@d\n", @bykey);
	setopt("aggsortrev");
	printa("rev %d %@d\n", @bykey);
	exit(0);
}
