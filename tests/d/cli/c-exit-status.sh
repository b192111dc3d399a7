# how the end of a -c command is reported: "exited with status N" when it
# fails, "terminated by SIGxxx" when a signal kills it; END runs and dtrace's
# own status is 0 either way; -q suppresses the notice
D=$1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
printf '#!/bin/sh\nkill -TERM $$\n' > "$tmp/killself"
chmod +x "$tmp/killself"
"$D" -n 'END { @ended = count(); }' -c /bin/false 2> "$tmp/err"
echo "status $?"
sed 's/pid [0-9][0-9]*/pid N/' "$tmp/err"
"$D" -n 'END { @ended = count(); }' -c "$tmp/killself" 2> "$tmp/err"
echo "status $?"
sed 's/pid [0-9][0-9]*/pid N/' "$tmp/err"
"$D" -q -n 'END { printf("end\n"); }' -c /bin/true
echo "status $?"
