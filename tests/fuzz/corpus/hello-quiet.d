#pragma D option quiet
BEGIN
{
	printf("hi %s\n", "there");
	exit(0);
}
