/*
 * usdt-loop: time a loop that passes a USDT probe site, for
 * bench/usdt-nop.sh.  Built twice: with -DSTAP the site is SystemTap's
 * <sys/sdt.h> DTRACE_PROBE1 (a 1-byte nop), else our dtrace -h header's
 * BENCH_TICK (a 5-byte nop; usdt-loop.h, made from usdt-loop.d).
 *
 *	usdt-loop CALLS ROUNDS
 *
 * Prints the nanoseconds per iteration of the median round (loop-main.h).
 */
#ifdef STAP
#include <sys/sdt.h>
#define	LOOP_BODY(i)	DTRACE_PROBE1(bench, tick, i)
#else
#include "usdt-loop.h"
#define	LOOP_BODY(i)	BENCH_TICK(i)
#endif
#define	LOOP_NAME	"usdt-loop"
#include "loop-main.h"
