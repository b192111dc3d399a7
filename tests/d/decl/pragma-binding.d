/*
 * #pragma D binding "version" name: an inline needs that version of D.
 * Run at the default version (the latest, 1.13) and at 1.2 by
 * pragma-binding.sh: at 1.2 the inline bound to 1.13 is unknown.
 */
#pragma D option quiet
#pragma D binding "1.2" older
inline int older = 7;
#pragma D binding "1.13" newer
inline int newer = 5;

BEGIN
{
	printf("%d %d\n", older, newer);
	exit(0);
}
