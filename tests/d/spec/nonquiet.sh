# Not quiet: the clause that commits prints its probe line first, then the
# committed records their own lines, as in DTrace (the commit is recorded
# in the principal buffer before the speculation is copied there).
exec taskset -c 0 "$1" -n '
BEGIN { s = speculation(); }
BEGIN { speculate(s); trace("speculated"); }
BEGIN { speculate(s); }
BEGIN { trace("not speculated"); }
BEGIN { commit(s); }
BEGIN { exit(0); }'
