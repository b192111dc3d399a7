/*
 * An enum is a signed integer: a variable holding a negative enumerator
 * reads back sign-extended, so it compares equal to the enumerator, below
 * zero, and widens to a negative 64-bit value.
 */
#pragma D option quiet

enum level { LOW = -2, MID = 0, HIGH = 2 };
enum level g;

BEGIN
{
	g = LOW;
	this->l = LOW;
	self->l = LOW;
	printf("%d %d %d\n", g == LOW, this->l == LOW, self->l == LOW);
	printf("%d %d %d\n", g < MID, this->l < HIGH, (int64_t)g);
	exit(0);
}
