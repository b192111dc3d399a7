/* D_ARR_LOCAL: a clause-local variable used as an associative array */
BEGIN
{
	this->a[1] = 1;
}
