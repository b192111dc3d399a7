/* D_COMM_COMM: two commit()s in a clause */
BEGIN
{
	commit(1);
	commit(2);
}
