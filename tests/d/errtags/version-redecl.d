/* D_DECL_IDRED: under D 1.1, substr is built in: the program may not declare it */
#pragma D option version=1.1

int substr;

BEGIN
{
}
