/* D_ARR_BADREF: a scalar variable indexed as an associative array */
BEGIN
{
	total = 1;
	trace(total["x", 1]);
}
