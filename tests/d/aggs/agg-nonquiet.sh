# default (non-quiet) mode: a clause that only aggregates still prints its
# probe line; the aggregation follows at exit
exec taskset -c 0 "$1" -n 'BEGIN { @[execname] = count(); exit(0); }'
