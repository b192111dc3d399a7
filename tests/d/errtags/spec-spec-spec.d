/* D_SPEC_SPEC: two speculate()s in a clause */
BEGIN
{
	speculate(1);
	speculate(2);
}
