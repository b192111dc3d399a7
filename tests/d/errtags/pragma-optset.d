/* D_PRAGMA_OPTSET: #pragma D option naming an option that does not exist */
#pragma D option nosuchoption

BEGIN
{
	exit(0);
}
