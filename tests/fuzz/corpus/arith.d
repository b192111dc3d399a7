BEGIN
{
	a = 17; b = -4;
	trace(a + b * 3 - (a / b) % 5);
	trace(a << 2 | b >> 1 ^ ~a & 0xff);
	trace(a < b ? a : b);
	trace(-a + +b);
}
