/* errors.sh: metrics is an option of the command line, not of a program */
#pragma D option metrics=127.0.0.1:9100

BEGIN
{
	exit(0);
}
