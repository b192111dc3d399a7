/* offsetof() of a type that is not a struct or union */
BEGIN
{
	trace(offsetof(u64, x));
	exit(0);
}
