/* a translator may only define members of its output type */
struct out { int a; };

translator struct out < struct task_struct *T > {
	a = T->pid;
	b = T->tgid;
};
