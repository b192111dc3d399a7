typedef struct s { short m[4][2]; unsigned long long int u; } s_t;
long unsigned x;
self int y;
extern int z;
int a[2][3];
BEGIN
{
	p = (int *)&curthread->pid;
	p++; --p; p += 2; p -= 1;
	q = (string)curthread->comm;
	(void)strlen(q);
	trace(curpsinfo->pr_pid);
	trace(curlwpsinfo->pr_name[1]);
	trace(xlate <psinfo_t *> (curthread->real_parent)->pr_fname);
	trace(sizeof (char [5]) + sizeof (int *[4]) + EPERM + SIGKILL + SONPROC);
	a[1][2] = 3;
	exit(0);
}
