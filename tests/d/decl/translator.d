/* translators: xlate<T *>(e)->m, xlate<T>(e).m, and an inline bound to an xlate (as curpsinfo is) */
#pragma D option quiet
struct myinfo {
	int pid;
	int ppid;
	string name;
	uint64_t start;
};
typedef struct myinfo myinfo_t;

translator myinfo_t < struct task_struct *T > {
	pid = T->tgid;
	ppid = T->real_parent->tgid;
	name = T->comm;
	start = T->start_time;
};

inline myinfo_t *me = xlate<myinfo_t *>(curthread);

BEGIN
{
	printf("%d %d %s %d\n", xlate<myinfo_t *>(curthread)->pid == pid,
	    xlate<myinfo_t>(curthread).ppid == ppid, xlate<myinfo_t *>(curthread)->name,
	    xlate<myinfo_t *>(curthread)->start > 0);

}

BEGIN
{
	printf("%s %d %d\n", me->name, me->pid == pid, me->ppid == ppid);
}
BEGIN { exit(0); }
