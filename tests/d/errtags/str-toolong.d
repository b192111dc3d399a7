/* D_STR_TOOLONG: a string literal longer than strsize */
#pragma D option strsize=16

BEGIN
{
	trace("a string longer than sixteen bytes");
}
