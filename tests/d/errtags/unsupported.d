/* D_UNSUPPORTED: a provider definition */
provider myapp {
	probe request(int);
};

BEGIN
{
	exit(0);
}
