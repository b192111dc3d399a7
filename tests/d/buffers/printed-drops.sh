# Every event a probe prints is printed or counted in a reported drop:
# a program makes N getpid calls, each printed; with the default buffers
# and with small ones (-b 64k, so that many are dropped), the printed
# lines plus the drops dtrace reports (of any kind: a full buffer, a firing
# while another of its programs ran on the CPU) add up to N.  The consumer is not
# woken per record (it reads the buffers at switchrate, and when one is
# half full), which must lose nothing unreported.
D=$1
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
cat > "$T/gp.c" <<'C'
#include <stdlib.h>
#include <unistd.h>
#include <sys/syscall.h>

int
main(int argc, char **argv)
{
	long n = atol(argv[1]);

	for (long i = 0; i < n; i++)
		syscall(SYS_getpid);
	return 0;
}
C
cc -O2 -o "$T/gp" "$T/gp.c" || exit 1
for opts in "" "-b 64k"; do
	"$D" -q $opts -n 'syscall::getpid:entry /pid == $target/ { printf("%d\n", pid); }' \
	    -c "$T/gp 200000" > "$T/out" 2> "$T/err"
	st=$?
	printed=$(grep -c . "$T/out")
	drops=$(awk '$1 == "dtrace:" && / drops? / { n += $2 } END { print n + 0 }' "$T/err")
	echo "${opts:-default buffers}: status $st, printed + dropped = $((printed + drops))"
	[ $((printed + drops)) -eq 200000 ] || { echo "printed $printed, stderr:"; cat "$T/err"; } >&2
done
