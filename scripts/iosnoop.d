#!/usr/bin/env -S dtrace -s
/*
 * iosnoop.d: print each block device I/O request as it completes.
 *
 * USAGE:	./iosnoop.d			every request, until Control-C
 *		./iosnoop.d -c 'cmd args'	(or -p PID) the requests that
 *						process and its descendants issue
 *
 * One line per request, at its completion (io:::done):
 *	DEVICE	the disk or partition (sda, vda1, nvme0n1p2...)
 *	D	R (read) or W (write)
 *	BLOCK	the first sector, in 512-byte units
 *	BYTES	the request's size
 *	LAT_US	microseconds from its start (io:::start, when it went to the
 *		driver) to its completion
 *	PID	the process that issued it, COMM its name
 * The issuer is the thread running when the request went to the driver:
 * for buffered writes usually a kernel writeback thread (kworker), not the
 * program that wrote the data; reads and O_DIRECT writes are their
 * program's.  Requests that started before tracing are not shown.
 */
#pragma D option quiet

dtrace:::BEGIN
{
	printf("%-10s %1s %12s %8s %8s %7s %s\n", "DEVICE", "D", "BLOCK", "BYTES",
	    "LAT_US", "PID", "COMM");
}

io:::start
/$target == 0 || progenyof($target)/
{
	start[arg0] = timestamp;
	size[arg0] = args[0]->b_bcount;
	who[arg0] = pid;
	comm[arg0] = execname;
}

io:::done
/start[arg0]/
{
	printf("%-10s %1s %12d %8d %8d %7d %s\n", args[1]->dev_statname,
	    args[0]->b_flags & B_READ ? "R" : "W", args[0]->b_blkno, size[arg0],
	    (timestamp - start[arg0]) / 1000, who[arg0], comm[arg0]);
	start[arg0] = 0;
	size[arg0] = 0;
	who[arg0] = 0;
	comm[arg0] = 0;
}
