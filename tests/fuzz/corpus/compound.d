BEGIN
{
	v = 3;
	v += 2; v -= 1; v *= 9; v /= 2; v %= 7;
	v <<= 4; v >>= 2; v &= 0x3c; v |= 1; v ^= 0x55;
	w = v++ + ++v - v-- - --v;
	trace(w);
}
