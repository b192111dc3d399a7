/* D_UNSUPPORTED: a struct value of an associative array larger than the
 * zeroes an element is created from */
struct big { char b[4000]; };
struct big a[int];
BEGIN
{
	a[1].b[0] = 1;
}
