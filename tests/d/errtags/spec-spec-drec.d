/* D_SPEC_DREC: speculate() after a data-recording action */
BEGIN
{
	printf("%d", 1);
	speculate(1);
}
