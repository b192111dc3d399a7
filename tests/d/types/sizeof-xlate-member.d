/* sizeof of a member of a translated struct (it crashed the checker) */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d\n", sizeof(curpsinfo->pr_pid), sizeof(curpsinfo->pr_fname),
	    sizeof(curpsinfo->pr_addr), sizeof(curlwpsinfo->pr_lwpid));
	exit(0);
}
