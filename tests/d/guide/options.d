/* the options of the guide's Options and Tunables chapter */
#pragma D option bufsize=4m
#pragma D option bufpolicy=fill
#pragma D option switchrate=10hz
#pragma D option aggrate=1hz
#pragma D option aggsize=1m
#pragma D option dynvarsize=2m
#pragma D option nspec=4
#pragma D option specsize=64k
#pragma D option cleanrate=101hz
#pragma D option strsize=512
#pragma D option stackframes=10
#pragma D option ustackframes=20
#pragma D option quiet
#pragma D option defaultargs
#pragma D option flowindent
#pragma D option aggsortkey
#pragma D option aggsortrev
#pragma D option statusrate=1sec

BEGIN
{
	exit(0);
}
