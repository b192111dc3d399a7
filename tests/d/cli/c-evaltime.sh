# Where a -c command waits for tracing (option evaltime): exec (its first
# instruction: the dynamic linker's opens are seen too), preinit, the
# default (its entry point: the libraries are loaded, its own constructors
# have not run yet), postinit and main (its main(): the constructors have run).
# The command opens a file in a constructor and another in main.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cat > "$T/prog.c" <<'PROG'
#include <fcntl.h>
#include <unistd.h>
__attribute__((constructor)) static void ctor(void) { close(open("/dev/null", O_RDONLY)); }
int main(void) { close(open("/dev/zero", O_RDONLY)); return 0; }
PROG
gcc -o "$T/prog" "$T/prog.c" || exit 1
for e in exec preinit postinit main default; do
	if [ $e = default ]; then opt=; else opt="-x evaltime=$e"; fi
	n=$("$1" $opt -q -n 'syscall::openat:entry /pid == $target/ { n++; }
	    END { printf("%d", n); }' -c "$T/prog")
	echo "$e: status $?"
	# exec also sees the dynamic linker's opens (ld.so.cache, libc, ...)
	if [ $e = exec ]; then [ "$n" -gt 2 ] && n="more than 2"; fi
	echo "$e: $n"
done
