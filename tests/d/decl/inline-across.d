/*
 * An inline defined by an earlier script (-s inline-parts/def.d) is used
 * by this one: the program's parse trees are freed only once nothing
 * reaches into them (a use-after-free under the sanitizer build before).
 */
#pragma D option quiet

BEGIN
{
	printf("%d\n", across + 1);
	exit(0);
}
