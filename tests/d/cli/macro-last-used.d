/* only the last operand must be used: earlier ones may only make it $2 */
BEGIN
{
	printf("%s\n", $$2);
	exit(0);
}
