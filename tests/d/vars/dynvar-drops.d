/*
 * dynvarsize bounds a dynamic variable: here 5 elements of 8-byte keys and
 * values fit (dynvarsize / (key + value + 64)).  A store that finds no room
 * is dropped and reported; deleting an element (storing 0) makes room.
 */
#pragma D option quiet
#pragma D option dynvarsize=400

BEGIN
{
	a[1] = 1; a[2] = 2; a[3] = 3; a[4] = 4; a[5] = 5;
	a[6] = 6;	/* dropped */
	printf("a[5]=%d a[6]=%d\n", a[5], a[6]);
	a[1] = 0;	/* deleted */
	a[7] = 7;
	a[8] = 8;	/* dropped */
	printf("a[1]=%d a[7]=%d a[8]=%d\n", a[1], a[7], a[8]);
	exit(0);
}
