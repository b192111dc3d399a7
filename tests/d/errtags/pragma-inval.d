/* D_PRAGMA_INVAL: an unknown #pragma D directive */
#pragma D opton quiet

BEGIN
{
	exit(0);
}
