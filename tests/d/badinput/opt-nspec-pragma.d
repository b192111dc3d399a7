/* a bad value in #pragma D option is a compile error (status 1) */
#pragma D option nspec=-1

BEGIN
{
	exit(0);
}
