/* D_IDENT_UNDEF: a variable never assigned, named in both the predicate and the statements, is reported at the predicate */
BEGIN
/unset > 0/
{
	trace(unset);
}
