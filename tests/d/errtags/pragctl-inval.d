/* D_PRAGCTL_INVAL: a control line that is not a D directive */
#frobnicate now
BEGIN
{
	exit(0);
}
