/*
 * D_ATTR_MIN: curthread (private data semantics) under amin=Evolving/Evolving/Common;
 * the clause names its provider (dtrace: Stable), so the clause itself passes
 */
#pragma D option amin=Evolving/Evolving/Common

dtrace:::BEGIN
{
	trace(curthread->pid);
}
