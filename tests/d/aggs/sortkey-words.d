/*
 * Boolean options take DTrace's words: "false", "off", "no", ... turn
 * aggsortkey off again (rows by value), "true", "on", "yes", ... or a
 * non-zero number on (rows by key).
 */
#pragma D option quiet

BEGIN
{
	@[3] = sum(10);
	@[1] = sum(30);
	@[2] = sum(20);
	setopt("aggsortkey", "true");
	printa("key %d %@d\n", @);
	setopt("aggsortkey", "false");
	printa("val %d %@d\n", @);
	setopt("aggsortkey", "1");
	printa("key %d %@d\n", @);
	setopt("aggsortkey", "off");
	printa("val %d %@d\n", @);
	setopt("aggsortkey", "yes");
	printa("key %d %@d\n", @);
	setopt("aggsortkey", "no");
	printa("val %d %@d\n", @);
	exit(0);
}
