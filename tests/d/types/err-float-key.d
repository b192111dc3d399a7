/* D_KEY_TYPE: a floating value is no associative array key */
double d;

BEGIN
{
	a[d] = 1;
}
