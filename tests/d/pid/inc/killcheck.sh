# What the tests that kill dtrace with SIGKILL share (sigkill.sh,
# follow-sigkill.sh), with $T the build directory and $P the process
# running $T/trig-nopie (not PIE: add3's address is the file's):
#   byte		add3's first byte in the process
#   orig		add3's first byte in the file (set by addbytes)
#   killdtrace K	print how many uprobe_multi links dtrace K holds (ids
#			from its /proc fdinfo), kill it with SIGKILL, then print
#			whether add3's first byte is the file's again, how many
#			of those links are still in the kernel, and whether $P
#			still runs (not stopped)
addbytes() {
	A=$(nm "$T/trig-nopie" | awk '$3 == "add3" { print $1 }')
	orig=$(od -An -tx1 -j $(( 0x$A - 0x400000 )) -N1 "$T/trig-nopie" | tr -d ' ')
}
byte() { dd if=/proc/$P/mem bs=1 skip=$((0x$A)) count=1 2>/dev/null | od -An -tx1 | tr -d ' '; }
killdtrace() {
	ids=$(cat /proc/$1/fdinfo/* 2>/dev/null |
	    awk '/^link_type:/ { t = $2 } /^link_id:/ && t ~ /^u(ret)?probe_multi$/ { print $2 }')
	echo "uprobe_multi and uretprobe_multi links of dtrace: $(echo $ids | wc -w)"
	kill -9 $1
	wait $1 2>/dev/null
	kc_i=0
	while [ "$(byte)" != "$orig" ] && [ $kc_i -lt 50 ]; do sleep 0.1; kc_i=$((kc_i + 1)); done
	echo "after SIGKILL: $( [ "$(byte)" = "$orig" ] && echo original || echo "changed: $(byte)")"
	kc_i=0
	while [ "$("$T/linkalive" $ids)" != 0 ] && [ $kc_i -lt 50 ]; do
		sleep 0.1
		kc_i=$((kc_i + 1))
	done
	echo "of them still in the kernel: $("$T/linkalive" $ids)"
	kill -0 $P && echo "still running, state $(awk '/^State:/ { print $2 }' /proc/$P/status |
	    tr RS rs | sed 's/^[rs]$/running or sleeping/')"
}
