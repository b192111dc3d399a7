/* casts truncate and sign- or zero-extend; sizeof of types and expressions */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d\n", (char)300, (char)200, (unsigned char)-1,
	    (unsigned char)256);
	printf("%d %d %d\n", (short)70000, (unsigned short)-1, (int)4294967297);
	v = 300;
	w = -1;
	big = 4294967297;
	printf("%d %d %d %d\n", (char)v, (char)(v - 100), (unsigned char)w,
	    (int)big);
	printf("%d %d %d %d %d\n", sizeof (char), sizeof (short), sizeof (int),
	    sizeof (long), sizeof (long long));
	printf("%d %d %d\n", sizeof (v), sizeof (big), sizeof ((char)v));
	exit(0);
}
