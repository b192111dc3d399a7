/* a struct value as an operand of + */
BEGIN
{
	trace(*curthread + 1);
	exit(0);
}
