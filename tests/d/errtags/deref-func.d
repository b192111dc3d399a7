/* D_DEREF_FUNC: a function designator dereferenced */
BEGIN
{
	trace(*`vfs_read);
}
