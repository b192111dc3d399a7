# default (non-quiet) output: a clause with an empty body still prints its
# probe line; two -n options give two clauses (and two messages) on BEGIN
exec taskset -c 0 "$1" -n 'BEGIN {}' -n 'BEGIN { exit(0); }'
