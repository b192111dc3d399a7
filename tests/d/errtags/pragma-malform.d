/* D_PRAGMA_MALFORM: #pragma D option with no option */
#pragma D option

BEGIN
{
	exit(0);
}
