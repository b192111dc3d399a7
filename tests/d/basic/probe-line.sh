# default output: header, probe line, trace() layout
exec taskset -c 0 "$1" -n 'BEGIN { trace("hello"); trace(42); trace(-1); exit(0); }'
