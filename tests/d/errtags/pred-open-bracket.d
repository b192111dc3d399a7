/* D_SYNTAX: a predicate closed with a [ still open; the line is the one the
   lexer reached looking past the closing /, that of the { */
BEGIN
/arg0[1/

{
	trace(1);
}
