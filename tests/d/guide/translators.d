/* translators, xlate and the D library's stable types */
typedef struct myinfo {
	int mi_pid;
	string mi_name;
	char mi_comm[16];
} myinfo_t;

translator myinfo_t < struct task_struct *T > {
	mi_pid = T->tgid;
	mi_name = stringof(T->comm);
	mi_comm = T->comm;
};

inline myinfo_t *me = xlate <myinfo_t *> (curthread);

syscall::write:entry
/me->mi_pid == pid && curpsinfo->pr_pid == pid/
{
	printf("%d %s %s %s\n", me->mi_pid, me->mi_name, me->mi_comm, curpsinfo->pr_fname);
	printf("%d %c\n", curlwpsinfo->pr_lwpid, curlwpsinfo->pr_sname);
	printf("%d\n", xlate <myinfo_t> (curthread->real_parent).mi_pid);
}
