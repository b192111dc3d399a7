# A string built in a local buffer just before the probe (snprintf, then
# the probe with the buffer's address, compiled with -O2) is there when the
# probe fires: dtrace -h's probe asm clobbers memory, as a call of
# DTrace's probe functions would, so the compiler may not sink the stores
# past it (gcc 12 happens to keep them here without the clobber too).
D=$1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
printf 'provider memt { probe msg(char *, int); };\n' > "$T/p.d"
cat > "$T/m.c" <<'EOC'
#include <stdio.h>
#include <unistd.h>
#include "p.h"
int
main(void)
{
	for (int i = 0; i < 3; i++) {
		char buf[32];

		snprintf(buf, sizeof(buf), "local %d", i);
		MEMT_MSG(buf, i);
	}
	return 0;
}
EOC
"$D" -h -s "$T/p.d" -o "$T/p.h" || exit 1
cc -O2 -o "$T/m" "$T/m.c" -I"$T" || exit 1
"$D" -q -s local-buffer.d -c "$T/m"
echo "status $?"
