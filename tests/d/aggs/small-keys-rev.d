/*
 * Integer keys of 1 and 2 bytes print as unsigned values (a char -3 is
 * 253), wider ones as signed; every integer key sorts as unsigned.  With
 * aggsortrev the aggregations printed at exit come last-defined first, and
 * aggsortkey with aggsortkeypos=1 sorts on the second key, then the first.
 * A character constant keys as an int (4 bytes), a char cast of it as 1.
 */
#pragma D option quiet
#pragma D option aggsortkey
#pragma D option aggsortkeypos=1
#pragma D option aggsortrev

BEGIN
{
	@c["p", (char)-3] = sum(1);
	@c["q", (char)-3] = sum(2);
	@c["p", (char)4] = sum(3);
	@s["p", (short)-3] = sum(4);
	@s["q", (short)4] = sum(5);
	@w["p", (int)-3] = sum(6);
	@w["q", (int)4] = sum(7);
	@l["p", (long long)-3] = sum(8);
	@l["q", (long long)4] = sum(9);
	@k['z', (char)'z'] = sum(10);
	exit(0);
}
