/*
 * system(): the command, formatted as printf() formats, is run by /bin/sh
 * after the output so far is written: its output comes in order.
 */
#pragma D option quiet
#pragma D option destructive

BEGIN
{
	printf("before\n");
	system("echo %d %s", 42, "forty-two");
	printf("after\n");
	system("exit 3");
	printf("end\n");
	exit(0);
}
