/* logical && || ^^ ! give 0 or 1; && and || short-circuit, ^^ does not */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d\n", 1 && 0, 1 || 0, 1 ^^ 1, 1 ^^ 0);
	printf("%d %d %d %d %d\n", !0, !5, !!7, 5 && 3, 0 || -2);

	t = 7;
	f = 0;
	printf("%d %d %d %d %d\n", t && f, t || f, t ^^ f, f ^^ f, !t);

	n = 0;
	r1 = f && n++;		/* n++ not evaluated */
	r2 = t || n++;		/* n++ not evaluated */
	printf("r1=%d r2=%d n=%d\n", r1, r2, n);
	r3 = t && n++;		/* n++ gives 0, n = 1 */
	r4 = f || n++;		/* n++ gives 1, n = 2 */
	r5 = t ^^ n++;		/* both sides true, n = 3 */
	printf("r3=%d r4=%d r5=%d n=%d\n", r3, r4, r5, n);
	exit(0);
}
