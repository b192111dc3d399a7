/* D_ATTR_MIN: with -x amin, a clause whose description is less stable than the minimum (its last line) */
#pragma D option amin=Stable/Stable/Common

syscall::read:entry
{
	trace(arg0);
}
