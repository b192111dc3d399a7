/*
 * -x specsize=1t: more than the 32 bits a CPU's bytes of a speculation are
 * counted in; it counts as 2g - 1 (it used to be cut to an immediate of 0,
 * and every speculative record was dropped)
 */
#pragma D option specsize=1t

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("committed\n");
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
