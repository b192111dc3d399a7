/* a struct member as an operand of * */
BEGIN
{
	trace(curthread->se * 2);
	exit(0);
}
