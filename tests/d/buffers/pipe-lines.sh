# Output into a pipe (dtrace ... | grep) is not held back until dtrace
# exits: each line a probe prints reaches the reader within the consumer's
# next pass (switchrate).  The traced process prints from BEGIN and from
# its one getpid() call, then sleeps for a minute; the reader must see both
# lines while that process (and so dtrace) still runs, and then ends it.
D=$1
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
# one getpid(2) (39 on x86_64), then a minute's sleep
echo 'syscall(39); sleep(60);' > "$T/sleeper.pl"
"$D" -q -n 'BEGIN { printf("begin\n"); }
syscall::getpid:entry /pid == $target/ { printf("getpid by the target\n"); }' \
    -c "perl $T/sleeper.pl" 2>"$T/err" | {
	read a
	read b
	echo "$a"
	echo "$b"
	if pkill -f "$T/sleeper.pl"; then
		echo "both lines came while dtrace ran"
	else
		echo "the lines came only at dtrace's exit"
	fi
}
