/* D_SYNTAX: typedef only outside clauses */
BEGIN
{
	typedef int myint;
}
