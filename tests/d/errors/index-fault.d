/*
 * An index outside an array of known size is a fault (index out of range,
 * DTrace fault kind 10 here), checked at run time for a variable index;
 * indexes in range read the element.  dtrace's own thread is "dtrace".
 */
#pragma D option quiet

BEGIN
{
	i = 16;
	printf("lost\n");
	trace(curthread->comm[i]);
}

BEGIN
{
	j = -1;
	trace(curthread->comm[j]);
}

ERROR
{
	printf("ERROR arg4=%d arg5=%d\n", arg4, arg5);
}

BEGIN
{
	k = 15;
	printf("%c%c%c last=%d\n", curthread->comm[0], curthread->comm[1], curthread->comm[5],
	    curthread->comm[k]);
	exit(0);
}
