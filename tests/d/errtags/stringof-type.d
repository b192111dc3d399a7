/* D_STRINGOF_TYPE: stringof( ) of a struct */
BEGIN
{
	trace(stringof(*curthread));
}
