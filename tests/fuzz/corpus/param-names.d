/*
 * Probe parameters and associative array keys may be named, and may have
 * the register storage class; an output prototype names input parameters.
 */
provider demo {
	probe start(register int fd, char *path) : (char *path, int fd);
	probe stop(void);
};

int counts[register int fd, string name];

BEGIN
{
	counts[3, "x"] = 7;
	printf("%d\n", counts[3, "x"]);
	exit(0);
}
