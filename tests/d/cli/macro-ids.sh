# $euid, $egid, $pgid and $sid are dtrace's own effective user and group
# IDs, process group and session: here those of this shell, whose child it is
set -- $("$1" -q -n 'BEGIN { printf("%d %d %d %d\n", $euid, $egid, $pgid, $sid); exit(0); }')
[ "$1" = "$(id -u)" ] && echo "euid ok"
[ "$2" = "$(id -g)" ] && echo "egid ok"
[ "$3" = "$(ps -o pgid= -p $$ | tr -d ' ')" ] && echo "pgid ok"
[ "$4" = "$(ps -o sid= -p $$ | tr -d ' ')" ] && echo "sid ok"
