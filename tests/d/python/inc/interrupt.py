"""
tests/d/python/interrupt: SIGINT while a program loops on records().

    interrupt.py loop PID	counts PID's getppid() calls; SIGINT while
				records() waits for data
    interrupt.py body		a record every 50 ms and a slow loop body:
				SIGINT arrives in the body
    interrupt.py raise PID	as loop, with a SIGINT handler of the
				program's that raises KeyboardInterrupt (so
				records() leaves SIGINT alone), and
				records(interrupt="raise")

Each prints "ready" once BEGIN's record is in (the test then makes the
workload and sends SIGINT), then what the end of tracing shows.
"""
import signal
import sys
import time

import dtrace

mode = sys.argv[1]
if mode != "raise":
    # sh starts a background job with SIGINT ignored, which Python keeps:
    # give it Python's usual handler, that of a program run from a terminal
    signal.signal(signal.SIGINT, signal.default_int_handler)
else:
    def on_sigint(signum, frame):
        raise KeyboardInterrupt

    signal.signal(signal.SIGINT, on_sigint)

if mode == "body":
    prog = 'tick-50ms { @ticks = count(); printf("tick"); }'
    args = []
else:
    prog = "syscall::getppid:entry /pid == $1/ { @calls[probefunc] = count(); }"
    args = [sys.argv[2]]
prog += ' BEGIN { printf("ready"); } END { printf("end"); }'

with dtrace.Consumer() as d:
    d.compile(prog, args=args)
    last = None
    try:
        for rec in d.records(interrupt="raise" if mode == "raise" else "stop"):
            last = rec
            if rec.data == ["ready"]:
                print("ready", flush=True)
            elif mode == "body":
                time.sleep(0.2)
        print("records() ended")
    except KeyboardInterrupt:
        print("KeyboardInterrupt; tracing stopped:", d.done)
        rest = list(d.records())
        last = rest[-1] if rest else None
    print("last record:", last.probe, last.data)
    aggs = d.aggregations()
    if mode == "body":
        print("ticks counted:", aggs["ticks"][()] > 0)
    else:
        print("aggregations:", aggs)
    print("exit status:", d.exit_status)
