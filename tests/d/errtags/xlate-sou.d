/* D_XLATE_SOU: a translator to a type that is not a struct or union */
translator int < int x > {
	id = x;
};

BEGIN
{
	exit(0);
}
