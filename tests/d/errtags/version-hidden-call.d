/* D_FUNC_UNDEF: under -xversion=1.0, strstr() (D 1.1) is not a function */
BEGIN
{
	trace(strstr("abc", "b"));
}
