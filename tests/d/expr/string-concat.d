/* adjacent string literals are concatenated, as in C */
#pragma D option quiet

BEGIN
{
	printf("%s\n", "con" "cat" "enation");
	s = "x" "y";
	printf("%s %d\n", s, s == "xy");
	printf("a" "b" "%d\n", 1);
	exit(0);
}
