/* D_DECL_PARMCLASS: a storage class other than register on a probe parameter */
provider demo {
	probe start(static int);
};

BEGIN
{
	exit(0);
}
