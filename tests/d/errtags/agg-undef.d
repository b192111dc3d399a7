/* D_IDENT_UNDEF: an aggregation never defined, as a statement */
BEGIN
{
	@calls;
}
