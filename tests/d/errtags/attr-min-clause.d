/*
 * D_ATTR_MIN: a description that names no provider is Unstable (any provider
 * could match it); the clause is refused, at its last line, before what its
 * body names (curthread) is checked.
 */
#pragma D option amin=Evolving/Evolving/Common

BEGIN
{
	trace(curthread->nosuchmember);
}
