/*
 * At the default strsize (256) a string holds 256 characters, as in
 * DTrace: a 300-character constant is cut to 256, a variable keeps them
 * all, sizeof a string is 256.  strjoin() builds its result in strsize
 * bytes with the NUL, as illumos does: 255 characters fit, 256 fault
 * (out of scratch space) and stop that clause only.
 */
#pragma D option quiet

BEGIN
{
	x = "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmn";
	y = substr(x, 0, 255);
	printf("%d %d %d %d\n", strlen(x), strlen(substr(x, 1)), strlen(y), sizeof(x));
	printf("%s\n", substr(x, 250));
	printf("%d\n", strlen(strjoin(y, "")));
}

BEGIN
{
	printf("%d\n", strlen(strjoin(y, "z")));
	printf("not reached\n");
}

BEGIN
{
	exit(0);
}
