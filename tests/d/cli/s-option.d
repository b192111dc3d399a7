/* -s runs a script file; with -n, programs run in command-line order */
#pragma D option quiet

BEGIN
{
	printf("from -s\n");
}
