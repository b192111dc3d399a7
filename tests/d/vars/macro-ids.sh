# $euid, $egid, $sid and $pgid: dtrace's own effective ids, session and
# process group, as the other process macros ($pid, $uid) are
"$1" -qn 'BEGIN { printf("%d %d %d %d\n", $euid, $egid, $sid, $pgid); exit(0); }' > got.txt
echo "status $?"
read e g s p < got.txt
[ "$e" = "$(id -u)" ] && [ "$g" = "$(id -g)" ] && echo "ids ok"
[ "$s" -gt 0 ] && [ "$p" -gt 0 ] && echo "sid and pgid set"
rm -f got.txt
