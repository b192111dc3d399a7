/* @ = count() with no key, printed at exit as one value line */
#pragma D option quiet

BEGIN
{
	@ = count();
	@ = count();
	@ = count();
	exit(0);
}
