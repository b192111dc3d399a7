/* D_DECL_LOCASSC: clause-local variables cannot be declared as associative arrays */
this string names[int];

BEGIN
{
	exit(0);
}
