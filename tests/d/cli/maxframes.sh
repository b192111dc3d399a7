# -x maxframes=N (here 1, where the stacks have 2 frames or more): no stack records more than N frames, whatever it asks for,
# and ustackdepth counts at most N
D=$1
out=$("$D" -x maxframes=1 -qn 'syscall:::entry /pid == $target/ {
	printf("kernel"); stack(20); printf("user"); ustack(50);
	printf("depth %d\n", ustackdepth); exit(0); }' -c /bin/true 2>&1)
echo "status $?"
echo "$out" | awk '/^kernel/ { s = "k"; next } /^user/ { s = "u"; next }
	/^depth/ { print (($2 == 1) ? "depth ok" : "depth " $2); next }
	NF > 0 { n[s]++ }
	END { print ((n["k"] == 1) ? "kernel frames ok" : "kernel frames " n["k"]);
	      print ((n["u"] == 1) ? "user frames ok" : "user frames " n["u"]) }'
"$D" -x maxframes=0 -n 'BEGIN { exit(0); }' 2>&1; echo "status $?"
