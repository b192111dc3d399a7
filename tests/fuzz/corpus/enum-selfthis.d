/* a bare self or this, or a member of them, where a constant is needed */
enum e { A = 1, B = self->A, C = this };
int arr[this->A];

BEGIN
{
	exit(0);
}
