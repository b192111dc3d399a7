/* D_ATTR_MIN: curthread (private data semantics) under amin=Evolving/Evolving/Common */
#pragma D option amin=Evolving/Evolving/Common

BEGIN
{
	trace(curthread->pid);
}
