/*
 * self-> and this-> variables: this-> values last for one firing (all its
 * clauses) and start at 0 in the next; self-> values last across firings of
 * the same thread (BEGIN and END run in dtrace's own thread).
 */
#pragma D option quiet

BEGIN
{
	self->count = 1;
	self->name = "begin";
	this->x = 5;
	this->s = "local";
}

BEGIN
{
	printf("BEGIN: this->x=%d this->s=%s self->count=%d\n", this->x, this->s, self->count);
	self->count++;
	self->count += 40;
	exit(0);
}

END
{
	printf("END: this->x=%d this->s=[%s] self->count=%d self->name=%s\n", this->x,
	    this->s, self->count, self->name);
	self->count = 0;
	printf("after delete: %d\n", self->count);
}
