# tracemem.d in default (non-quiet) mode, on CPU 0 for a stable CPU column
exec taskset -c 0 "$1" -s tracemem.d
