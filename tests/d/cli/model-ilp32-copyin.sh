# dtrace -32: a D declaration of a struct with long and pointer members
# describes the memory of a 32-bit process.  The program (64-bit here, as
# no 32-bit toolchain is assumed) writes a record laid out as an ILP32
# compiler lays out struct rec (4-byte long and pointer); the script reads
# it with copyin() under -32, and without -32 its sizeof does not match.
D=$1
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
cat > "$T/w.c" <<'C'
#include <fcntl.h>
#include <stdint.h>
#include <unistd.h>

struct rec32 { int32_t a; uint32_t p; int32_t b; uint32_t c; char name[8]; };

int
main(void)
{
	struct rec32 r = { -42, 0xdeadbeef, 1234, 4000000000u, "ilp32" };
	int fd = open("/dev/null", O_WRONLY);

	return write(fd, &r, sizeof(r)) == sizeof(r) ? 0 : 1;
}
C
cc -O0 -o "$T/w" "$T/w.c" || exit 1
"$D" -32 -s model-ilp32-copyin.d -c "$T/w"
echo "status $?"
"$D" -qn 'BEGIN { printf("LP64 sizeof %d\n", sizeof(struct { long a; char *p; int b; unsigned long c; char name[8]; })); exit(0); }' 2>&1 | head -2
"$D" -s model-ilp32-copyin.d -c "$T/w"
echo "status $?"
