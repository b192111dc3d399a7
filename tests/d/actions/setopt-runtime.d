/*
 * setopt() while tracing: only DTrace's run-time options change (quiet,
 * the aggregation sort options, ...); a fixed option such as bufsize is
 * refused with "Operation illegal when tracing is active", an unknown one
 * with "Invalid option name", each as an error of the enabling, and the
 * clause goes on.  quiet takes effect from the next record on: this
 * firing's record began before it, so it still has its CPU/ID prefix.
 */
BEGIN
{
	setopt("bufsize", "1m");
	setopt("nosuchoption");
	setopt("aggsortrev");
	@[1] = count();
	@[2] = count();
	@[2] = count();
	setopt("quiet");
	printf("quiet from here\n");
}

BEGIN
{
	printf("no prefix\n");
	exit(0);
}
