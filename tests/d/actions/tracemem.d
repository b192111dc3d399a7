/* tracemem(addr, size[, dsize]): a hex dump of size bytes (quiet or not),
   only dsize of them when dsize is smaller and not zero */
struct s { char text[20]; int n; };
struct s v;

BEGIN
{
	v.text[0] = 'h'; v.text[1] = 'e'; v.text[2] = 'l'; v.text[3] = 'l';
	v.text[4] = 'o'; v.text[5] = '\n'; v.text[17] = '~'; v.text[18] = 0x7f;
	v.n = -2;
	tracemem(&v, 24);
	tracemem(&v, 24, 3);
	tracemem(&v, 24, 0);
	tracemem(&v, 8, 100);
	n = 2;
	tracemem(&v, 24, n + 15);
}

BEGIN
{
	exit(0);
}
