/*
 * fbt cannot run on this kernel: the probe is described (from BTF) and the
 * program compiles, but enabling it fails with the reasons, status 1
 */
fbt::vfs_read:entry
{
	trace(arg0);
}
