# Not quiet, on CPU 0 for stable probe lines: float-trace.d
exec taskset -c 0 "$1" -s float-trace.d 2>/dev/null
