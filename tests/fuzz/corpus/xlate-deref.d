/*
 * A translated pointer reaches its members through ->, through (*p).m, and
 * through inlines bound to it (one bound to another, too); sizeof of a
 * translated struct is the struct's size.
 */
inline psinfo_t *myps = curpsinfo;
inline psinfo_t *myps2 = myps;

BEGIN
{
	printf("%d %d %d %d\n", myps->pr_pid == pid, myps2->pr_ppid == ppid,
	    (*curpsinfo).pr_pid == pid, (*xlate<psinfo_t *>(curthread)).pr_uid == uid);
	printf("%d\n", sizeof (xlate<psinfo_t>(curthread)) == sizeof (psinfo_t));
	exit(0);
}
