/* D_TYPE_ERR: an inline declared with a misspelt type name */
inline pidt_t mypid = 1;

BEGIN
{
	trace(mypid);
}
