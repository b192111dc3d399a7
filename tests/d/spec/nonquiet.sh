# Not quiet: the committed records print their own probe lines (the one of
# the clause that only speculates too, as DTrace's default action); the
# clauses that only take a speculation or commit print none.
exec taskset -c 0 "$1" -n '
BEGIN { s = speculation(); }
BEGIN { speculate(s); trace("speculated"); }
BEGIN { speculate(s); }
BEGIN { trace("not speculated"); }
BEGIN { commit(s); }
BEGIN { exit(0); }'
