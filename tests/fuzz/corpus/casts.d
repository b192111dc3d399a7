BEGIN
{
	x = 70000;
	trace((char)x);
	trace((unsigned short)x);
	trace((long long)(int)x);
	trace(sizeof (x) + sizeof (unsigned char) + sizeof(long));
	trace((uint64_t)-1 > 0);
}
