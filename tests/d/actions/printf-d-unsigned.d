/* %d of an unsigned value prints it as unsigned (D checks the argument's
   type and turns %d into %u); %d of a signed char/short sign-extends */
#pragma D option quiet

BEGIN
{
	printf("%d %d\n", 0U - 1, (unsigned char)-1);
	printf("%d %d\n", (char)-1, (short)-1);
	u = 4294967295U;
	printf("%d %i\n", u, u);
	exit(0);
}
