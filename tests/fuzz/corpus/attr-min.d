/* D_ATTR_MIN: with -x amin, a probe description less stable than the minimum */
#pragma D option amin=Stable/Stable/Common

syscall::read:entry
{
	trace(arg0);
}
