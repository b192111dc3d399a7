/*
 * A character constant is an int, as in C and DTrace: sizeof 4, its value
 * the character's byte ('\xff' is 255, not -1); two to four characters
 * make one int, first character highest (a long past 31 bits).  A variable assigned one is an
 * int; stored into a char it is narrowed like any int.
 */
#pragma D option quiet

char c;

BEGIN
{
	this->x = 'a';
	c = '\xff';
	printf("%d %d %d\n", sizeof('a'), sizeof(this->x), sizeof('ab'));
	printf("%d %d %d %d\n", 'a', '\xff', 'ab', '\0');
	printf("%d %d %c%c\n", c, c == '\xff', 'o', 'k');
	printf("%d %d\n", sizeof('\xff\xff\xff\xff'), '\xff\xff\xff\xff' > 0);
	exit(0);
}
