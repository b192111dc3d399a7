/*
 * The lockstat provider under contend.sh's program: threads writing to one
 * pipe (its mutex), appending to one file and mapping and unmapping memory
 * (the mm's rwsem), for a second.  Each line says whether the kind of
 * contention was seen, with waits that make sense.
 */
#pragma D option quiet

int bad[string], writers;

lockstat:::adaptive-spin, lockstat:::adaptive-block, lockstat:::spin-spin, lockstat:::rw-block
/pid == $target/
{
	seen[probename] = 1;
	bad[probename] += args[1] == 0 || args[1] > 10000000000 || args[0] == NULL;
}

lockstat:::rw-block
/pid == $target/
{
	writers += args[2] == 1;
}

END
{
	printf("adaptive-spin %d, bad waits %d\n", seen["adaptive-spin"], bad["adaptive-spin"]);
	printf("adaptive-block %d, bad waits %d\n", seen["adaptive-block"], bad["adaptive-block"]);
	printf("spin-spin %d, bad waits %d\n", seen["spin-spin"], bad["spin-spin"]);
	printf("rw-block %d, bad waits %d, writers %d\n", seen["rw-block"], bad["rw-block"],
	    writers > 0);
}
