#pragma D option quiet
BEGIN
{
	printf("hello, world\n");
	exit(0);
}
