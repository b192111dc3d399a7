/* D_IDENT_AMBIG: a kernel enumerator compared with, that is also a global variable */
int PIDTYPE_PID;

BEGIN
{
	x = (enum pid_type)0;
	trace(x == PIDTYPE_PID);
}
