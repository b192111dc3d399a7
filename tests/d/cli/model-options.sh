# -32 and -64 choose the data model, the last one given wins (as illumos's
# dtrace); -64 is the default; other numbers are illegal options; -G of a
# 32-bit object is refused, as we make only x86_64 objects.
D=$1
for opts in "-32" "-64" "-32 -64" "-64 -32" ""; do
	printf '%s: ' "${opts:-default}"
	"$D" $opts -qn 'BEGIN { printf("long %d, pointer %d\n", sizeof(long), sizeof(void *)); exit(0); }'
done
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
"$D" -33 -n BEGIN 2>"$T/err"
echo "status $?"
head -1 "$T/err"
printf 'provider p { probe q(); };\n' > "$T/p.d"
"$D" -32 -G -s "$T/p.d" -o "$T/p.o" 2>&1
echo "status $? $(ls "$T" | tr "\n" " ")"
"$D" -32 -h -s "$T/p.d" -o "$T/p.h"
echo "status $? $(grep -c 'P_Q(' "$T/p.h")"
