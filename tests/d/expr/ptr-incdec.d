/*
 * ++, --, += and -= on pointers move them by their object's size, as C
 * does; the value of a postfix ++ is the old pointer.
 */
#pragma D option quiet

BEGIN
{
	this->p = (int *)&curthread->pid;
	this->q = this->p;
	this->p++;
	++this->p;
	this->p--;
	this->p += 2;
	this->p -= 1;
	printf("%d %d\n", this->p - this->q, (long)this->p - (long)this->q);
	x = (long *)16;
	y = x++;
	z = --x;
	printf("%d %d %d\n", (long)x, (long)y, (long)z);
	s = (struct task_struct *)0;
	s += 2;
	printf("%d\n", (long)s == 2 * sizeof (struct task_struct));
	printf("%d\n", *(this->p - 2) == pid);
	exit(0);
}
