/* D_DECL_LOCASSC: clause-local variables cannot be associative arrays */
BEGIN
{
	this->names[pid] = execname;
}
