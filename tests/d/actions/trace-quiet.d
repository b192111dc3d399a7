/* trace() in quiet mode prints the values plainly (%s, %d, %u) */
#pragma D option quiet

BEGIN
{
	trace("str");
	trace((char)-1);
	trace((short)-2);
	trace(-3);
	trace((long long)-4);
	trace((unsigned char)200);
	trace((unsigned short)60000);
	trace((unsigned int)4000000000);
	trace((unsigned long long)-1);
	trace("end\n");
	exit(0);
}
