/*
 * A program bound to D 1.0 does not see what D gained later (strstr and
 * substr came in 1.1, ucaller in 1.2): it may declare its own of those names.
 */
#pragma D option version=1.0
#pragma D option quiet

int strstr;
string substr;

BEGIN
{
	strstr = 5;
	substr = "mine";
	ucaller = 7;
	printf("%d %s %d %d\n", strstr, substr, ucaller, strlen(substr));
	exit(0);
}
