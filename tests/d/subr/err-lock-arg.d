/* D_PROTO_ARG: mutex_owner() takes a struct mutex, not a task */
BEGIN
{
	trace(mutex_owner(curthread));
}
