/* (string) of an address that is not mapped faults like stringof */
#pragma D option quiet

BEGIN
{
	printf("%s\n", (string)8);
}

BEGIN
{
	exit(0);
}
