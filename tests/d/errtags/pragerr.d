/* D_PRAGERR: #error stops the compilation with its text */
#error this script needs -C
BEGIN
{
	exit(0);
}
