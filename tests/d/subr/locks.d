/*
 * The lock subroutines on the kernel's locks, decoded from lock words
 * written into alloca() scratch: an rwlock_t's queued lock word (the
 * writer's byte 0xff, the writer-waiting bit 0x100, readers counted from
 * bit 9) and a struct mutex's owner word (the owning task with three flag
 * bits).  A struct mutex is adaptive, never a spin mutex.
 */
#pragma D option quiet

BEGIN
{
	this->rw = (rwlock_t *)alloca(sizeof(rwlock_t));
	this->w = (uint32_t *)this->rw;
	printf("%-12s %s %s %s\n", "cnts", "read_held", "write_held", "iswriter");
	*this->w = 0;
	printf("%-12x %9d %10d %8d\n", *this->w, rw_read_held(this->rw),
	    rw_write_held(this->rw), rw_iswriter(this->rw));
	*this->w = 0xff;
	printf("%-12x %9d %10d %8d\n", *this->w, rw_read_held(this->rw),
	    rw_write_held(this->rw), rw_iswriter(this->rw));
	*this->w = 0x400;
	printf("%-12x %9d %10d %8d\n", *this->w, rw_read_held(this->rw),
	    rw_write_held(this->rw), rw_iswriter(this->rw));
	*this->w = 0x500;
	printf("%-12x %9d %10d %8d\n", *this->w, rw_read_held(this->rw),
	    rw_write_held(this->rw), rw_iswriter(this->rw));
	*this->w = 0x100;
	printf("%-12x %9d %10d %8d\n", *this->w, rw_read_held(this->rw),
	    rw_write_held(this->rw), rw_iswriter(this->rw));

	this->m = (struct mutex *)alloca(sizeof(struct mutex));
	this->o = (uint64_t *)this->m;
	printf("free: %d %d %d %d\n", mutex_owned(this->m), mutex_owner(this->m) == NULL,
	    mutex_type_adaptive(this->m), mutex_type_spin(this->m));
	*this->o = (uint64_t)curthread | 5;
	printf("held: %d %d %d %d\n", mutex_owned(this->m), mutex_owner(this->m) == curthread,
	    mutex_type_adaptive(this->m), mutex_type_spin(this->m));
	exit(0);
}
