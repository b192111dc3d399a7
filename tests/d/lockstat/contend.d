/*
 * The lockstat provider under contend.sh's program: threads writing to one
 * pipe (its mutex), appending to one file, mapping and unmapping memory
 * (the mm's rwsem) and setting its process group (the tasklist rwlock),
 * until each kind of contention has been seen (10 s at most).  Each line says whether the kind of
 * contention was seen, with waits that make sense.
 */
#pragma D option quiet

int bad[string], writers;

lockstat:::adaptive-spin, lockstat:::adaptive-block, lockstat:::spin-spin, lockstat:::rw-spin,
lockstat:::rw-block
/progenyof($target)/
{
	seen[probename] = 1;
	bad[probename] += arg1 == 0 || arg1 > 10000000000 || arg0 == 0;
}

lockstat:::rw-block
/progenyof($target)/
{
	writers += args[2] == 1;
}

tick-100ms
/seen["adaptive-spin"] && seen["adaptive-block"] && seen["spin-spin"] && seen["rw-spin"] &&
    seen["rw-block"] && writers > 0/
{
	exit(0);
}

END
{
	printf("adaptive-spin %d, bad waits %d\n", seen["adaptive-spin"], bad["adaptive-spin"]);
	printf("adaptive-block %d, bad waits %d\n", seen["adaptive-block"], bad["adaptive-block"]);
	printf("spin-spin %d, bad waits %d\n", seen["spin-spin"], bad["spin-spin"]);
	printf("rw-spin %d, bad waits %d\n", seen["rw-spin"], bad["rw-spin"]);
	printf("rw-block %d, bad waits %d, writers %d\n", seen["rw-block"], bad["rw-block"],
	    writers > 0);
}
