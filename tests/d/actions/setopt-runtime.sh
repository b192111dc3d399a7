# Not quiet, on CPU 0 for stable probe lines: setopt-runtime.d
exec taskset -c 0 "$1" -s setopt-runtime.d
