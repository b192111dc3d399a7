#!/usr/bin/env -S dtrace -s
/*
 * pycalls.d: count a Python program's function calls, by file and function,
 * through CPython's USDT probes (provider python).
 *
 * USAGE:	./pycalls.d -c '/usr/bin/python3 script.py args'
 *		./pycalls.d -p PID		a running python3 process
 *
 * Until Control-C or the process's exit; then one line per function, the
 * most called last:
 *	FILE	the source file (<frozen ...> for built-in modules)
 *	FUNCTION	the function's name (<module> for a module's top level)
 *	CALLS	how many times it returned
 * The interpreter must be built with its DTrace/SystemTap markers
 * (--with-dtrace), as Debian's /usr/bin/python3 is: readelf -n shows
 * "Provider: python".  A python3 found first in PATH may be another build
 * or a wrapper script (pyenv's): dtrace then says the probe description
 * "does not match any probes".
 * Calls are counted at their return (function-return): in CPython 3.11,
 * function-entry fires only for frames entered from C, not for calls from
 * Python code (python/cpython#98894).  Calls still running when tracing
 * ends are not counted.
 */
#pragma D option quiet

dtrace:::BEGIN
{
	printf("Tracing python process %d... Hit Ctrl-C to end.\n", $target);
}

python$target:::function-return
{
	@calls[copyinstr(arg0), copyinstr(arg1)] = count();
}

dtrace:::END
{
	printf("\n%-50s %-24s %8s\n", "FILE", "FUNCTION", "CALLS");
	printa("%-50s %-24s %@8d\n", @calls);
}
