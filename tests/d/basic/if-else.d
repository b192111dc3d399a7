/* if / else if / else, with and without braces */
#pragma D option quiet

BEGIN
{
	x = 5;
	if (x > 3) {
		printf("big\n");
	} else {
		printf("small\n");
	}

	if (x == 1)
		printf("one\n");
	else if (x == 5)
		printf("five\n");
	else
		printf("other\n");

	if (x < 0)
		printf("negative\n");

	if (x != 5) {
		printf("not five\n");
	} else {
		printf("else branch\n");
		x = 6;
	}
	printf("x=%d\n", x);
	exit(0);
}
