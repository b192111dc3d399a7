# proc:::signal-clear of a program that blocks SIGUSR2, sends it to itself
# and takes it with sigwait() (sigwait.d)
D=$1
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
cat > "$T/sw.c" <<'C'
#include <signal.h>
#include <unistd.h>

int
main(void)
{
	sigset_t s;
	int sig;

	sigemptyset(&s);
	sigaddset(&s, SIGUSR2);
	sigprocmask(SIG_BLOCK, &s, NULL);
	kill(getpid(), SIGUSR2);
	return sigwait(&s, &sig) == 0 && sig == SIGUSR2 ? 0 : 1;
}
C
cc -o "$T/sw" "$T/sw.c" || exit 1
"$D" -s sigwait.d -c "$T/sw"
echo "status $?"
