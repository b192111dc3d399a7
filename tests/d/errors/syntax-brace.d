/* syntax error: the closing brace of the clause is missing */
BEGIN
{
	trace(1);