/*
 * (string) casts, as DTrace allows them: a string stays itself; a char
 * array or pointer, or an address, is read as the string there (stringof);
 * (void) discards a value.
 */
#pragma D option quiet

BEGIN
{
	s = (string)"abc";
	printf("[%s]\n", s);
	printf("[%s]\n", (string)curthread->comm);
	printf("[%s]\n", (string)&curthread->comm[0]);
	printf("[%s]\n", (string)(uint64_t)&curthread->comm[0]);
	printf("%d\n", (string)curthread->comm == execname);
	(void)(s == "abc");
	(void)strlen(s);
	exit(0);
}
