struct info { int id; int parent; string what; };
typedef struct info info_t;
translator info_t < struct task_struct *t > {
	id = t->tgid;
	parent = t->real_parent->tgid;
	what = t->comm;
};
inline info_t *cur = xlate<info_t *>(curthread);
BEGIN
{
	trace(xlate<info_t *>(curthread)->id);
	trace(xlate<info_t>(curthread).what);
	trace(cur->parent);
}
