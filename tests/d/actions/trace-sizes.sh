# trace() in default (non-quiet) mode: strings "  %-33s"; signed integers of
# size 1/2/4/8 " %3d" " %5d" " %10d" " %19lld"; unsigned " %3u" " %5u"
# " %10u" " %20llu" (FORMATS.md)
exec taskset -c 0 "$1" -n 'BEGIN {
	trace("str");
	trace((char)-1);
	trace((short)-2);
	trace(-3);
	trace((long long)-4);
	trace((unsigned char)200);
	trace((unsigned short)60000);
	trace((unsigned int)4000000000);
	trace((unsigned long long)-1);
	trace("end");
	exit(0);
}'
