/* D_PRAGMA_SCOPE: a binding of a built-in variable */
#pragma D binding "1.0" execname

BEGIN
{
}
