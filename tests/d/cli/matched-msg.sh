# "matched N probe(s)" messages on stderr for -n: the description is the
# -n text cropped before its first '{', '/' or ';' (kept whole if it has
# none); "probe" is singular for one probe.  (The BEGIN clause after the
# one that calls exit() does not run, as in DTrace: one BEGIN line.)
D=$1
taskset -c 0 "$D" -n 'dtrace:::END' -n 'BEGIN /1/ { exit(0); }' \
    -n 'BEGIN,END{}'
echo "status $?"
