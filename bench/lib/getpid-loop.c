/*
 * getpid-loop: time getpid() calls made with syscall(2) (glibc does not
 * cache them that way), for bench/disabled-probe.sh.
 *
 *	getpid-loop CALLS ROUNDS
 *
 * Prints the nanoseconds per call of the median round (loop-main.h).
 */
#include <unistd.h>
#include <sys/syscall.h>

#define	LOOP_NAME	"getpid-loop"
#define	LOOP_BODY(i)	syscall(SYS_getpid)
#include "loop-main.h"
