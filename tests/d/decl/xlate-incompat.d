/* a translator member's expression must fit the member's type */
struct out { string name; };

translator struct out < struct task_struct *T > {
	name = T->pid;
};
