/* D_OP_SOU: operator -> on a pointer to something that is not a struct or union */
int *ip;

BEGIN
{
	ip->member = 1;
}
