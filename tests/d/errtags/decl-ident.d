/* D_DECL_IDENT: a parameter whose type name is misspelt reads as an old-style identifier list */
int lookup(pid_tt who);

BEGIN
{
	exit(0);
}
