/* #pragma D option defaultargs applies to the macro arguments after it */
#pragma D option defaultargs
#pragma D option quiet

BEGIN
{
	printf("[%d] [%s]\n", $1, $$2);
	exit(0);
}
