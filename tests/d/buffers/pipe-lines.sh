# Output into a pipe (dtrace ... | grep) is not held back until dtrace
# exits: each line a probe prints reaches the reader within the consumer's
# next pass (switchrate).  The traced process prints from BEGIN and from
# its one getpid() call, then sleeps for a minute; the reader must see both
# lines while that process (and so dtrace) still runs, and then ends it.
D=$1
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
cat > "$T/sleeper.c" <<'C'
#include <unistd.h>
#include <sys/syscall.h>

int
main(void)
{
	syscall(SYS_getpid);
	sleep(60);
	return 0;
}
C
cc -O2 -o "$T/sleeper" "$T/sleeper.c" || exit 1
"$D" -q -n 'BEGIN { printf("begin\n"); }
syscall::getpid:entry /pid == $target/ { printf("getpid by the target\n"); }' \
    -c "$T/sleeper" 2>"$T/err" | {
	read a
	read b
	echo "$a"
	echo "$b"
	if pkill -f "$T/sleeper"; then
		echo "both lines came while dtrace ran"
	else
		echo "the lines came only at dtrace's exit"
	fi
}
