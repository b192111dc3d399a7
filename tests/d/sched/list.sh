# dtrace -lv of the stable providers: every probe and the
# (translated) types of its arguments
D=$1
for p in proc sched io lockstat ip tcp udp; do
	"$D" -lv -P $p | awk '/^ *[0-9]+ / { print $2 ":" $3 "::" $4 } /args\[/ { sub(/^[ \t]+/, "  "); print }'
done
"$D" -l -n 'proc:::signal-clear' 2>&1
echo "status $?"
