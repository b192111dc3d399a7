/* D_AGG_SCALAR: an aggregation used as a value */
BEGIN
{
	@n = count();
	this->x = @n;
}
