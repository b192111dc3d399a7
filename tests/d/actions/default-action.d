/* driven by default-action.sh */
/*
 * The default action: an empty clause prints its probe line; a clause whose
 * statements record nothing (assignments, aggregations, speculation())
 * prints nothing; one that calls an action prints its line with the data.
 */
BEGIN
{
	n = 1;
}

BEGIN
{
}

BEGIN
{
	@c = count();
	self->x = n + 1;
}

BEGIN
{
	s = speculation();
}

BEGIN
{
	if (n > 5) {
		n = 0;
	}
}

BEGIN
{
	trace(n);
}

BEGIN
{
	exit(0);
}
