# -x aggrate: how often the consumer walks the aggregations' keys to read
# the memory maps of the processes in ustack() keys while they run.  A
# process (not the target) makes its system call, deletes its own program
# file and exits 1.2 s later, before the end of tracing: walked every
# 50ms, its frames are named when printed at the end (the object was read
# through /proc/PID/map_files while it ran); with aggrate=3600s the only
# walk (at the first poll) comes before it starts, and they stay
# addresses: the sample of the process's objects (dt_usyms.c) names the
# program's build id and path, but the file is gone, and no other file has
# its build id (the C library's frame is named from the sample, but is an
# address anyway: a local function of the stripped library).  Only this
# test's own child counts (progenyof the test's shell): another test's
# agchild running at the same time is not ours.
D=$1
T=$(mktemp -d)
cat > "$T/agchild.c" <<'SRC'
#include <unistd.h>
#include <sys/syscall.h>

__attribute__((noinline)) long
agcall(void)
{
	long r;

	__asm__ volatile ("syscall" : "=a"(r) : "0"((long)SYS_getppid) : "rcx", "r11", "memory");
	return r;
}

int
main(int argc, char **argv)
{
	agcall();
	unlink(argv[0]);
	usleep(1200000);
	return 0;
}
SRC
for rate in 50ms 3600s; do
	cc -O0 -fno-omit-frame-pointer -o "$T/agchild" "$T/agchild.c" || exit 1
	"$D" -q -x aggrate=$rate -n '
	BEGIN { printf("ready\n"); }
	syscall::getppid:entry /execname == "agchild" && progenyof($1)/ { @[ustack(3)] = count(); }
	syscall::exit_group:entry /execname == "agchild" && progenyof($1)/ { exit(0); }' $$ \
	    > "$T/out" 2>&1 &
	dp=$!
	n=0
	until grep -q ready "$T/out" 2>/dev/null || [ $n -ge 300 ]; do
		sleep 0.1
		n=$((n + 1))
	done
	"$T/agchild"
	wait $dp
	echo "aggrate=$rate status $?"
	grep -v ready "$T/out" | sed -e 's/+0x[0-9a-f]*$/+0xOFF/' -e 's/^\( *\)\(libc\.so\.6`\)\{0,1\}0x[0-9a-f]*$/\1ADDR/'
done
rm -rf "$T"
