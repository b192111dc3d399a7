# scripts/opensnoop.d on a shell script that opens a file that exists (cat:
# descriptor 3), one that does not (cat: -1, ENOENT) and creates one (the
# shell's redirection: O_CREAT), in a directory of its own (T): the lines
# of the paths under T, UID 0 (root).  The shell opens its script too.
. inc/env.sh
tmpdir
echo hello > "$T/known"
cat > "$T/w.sh" <<SH
cat $T/known > /dev/null
cat $T/missing 2> /dev/null
echo x > $T/made
exit 0
SH
"$S/opensnoop.d" -c "sh $T/w.sh" > "$T/out"
echo "status $?"
sed -n 1p "$T/out"
awk -v t="$T" 'index($6, t "/") == 1 { sub(t, "T", $6); print "uid " $1 ": " $3, $4, $5, $6 }' "$T/out"
