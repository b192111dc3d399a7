BEGIN
{
	trace((char)-1); trace((short)-2); trace((int)-3); trace((long long)-4);
	trace((unsigned char)255); trace((unsigned short)65535);
	trace((unsigned int)4294967295); trace((unsigned long long)-1);
	trace("str");
}
