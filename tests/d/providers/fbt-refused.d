/* fbt cannot run on this kernel: the description fails with the reasons */
fbt::vfs_read:entry
{
	trace(arg0);
}
