/* syntax error: an unexpected token in an expression */
BEGIN
{
	x = 1 2;
}
