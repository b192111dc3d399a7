/* without -c or -p, $target is 0 (and $$target "0"), as in DTrace */
BEGIN
{
	printf("%d \"%s\"\n", $target, $$target);
	exit(0);
}
