/* driven by destructive-notice.sh */
#pragma D option destructive

BEGIN
{
	raise(0 + 28);
	exit(0);
}
