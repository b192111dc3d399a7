# A glob over provider names with $target (p*d$target, u*t$target) matches
# the instances of the target process whose names it matches: the pid
# provider's pid<PID> and the program's own usdtt<PID>, each named so (not
# as the glob, and not the every-process usdtt of a glob with no process
# id), as DTrace's p*d$target matches pid and a provider like pyramid.
D=$1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
sh inc/build.sh "$T" "$D" || exit 1
norm() { awk 'NR > 1 { sub(/[0-9]+$/, "<PID>", $2); print $2, $3, $4, $5 }'; }
"$D" -l -n 'u*t$target:::query-start' -c "$T/usdtt 1" | norm
"$D" -l -n 'p*d$target:a.out:main:entry' -c "$T/usdtt 1" | norm
# both kinds, and they fire
"$D" -q -n 'u*$target:::query-start, p*d$target:a.out:main:entry
{ printf("%s %s\n", probeprov == strjoin("usdtt", lltostr(pid)) ? "usdtt$target" :
    probeprov == strjoin("pid", lltostr(pid)) ? "pid$target" : probeprov, probename); }' \
    -c "$T/usdtt 1" | sort
echo "status $?"
