# dtrace -h writes a C header from a script's provider definitions: a macro
# per probe that leaves a stapsdt note (provider, probe, argument sizes and
# locations, semaphore) and an _ENABLED() macro reading the semaphore; a
# program built with it runs, and readelf sees the notes.  Locations depend
# on the compiler's register choices, so only their sizes are compared.
D=$1
T=$(mktemp -d)
cp h-option/myapp.d h-option/main.c "$T"
cd "$T" || exit 1
"$D" -h -s myapp.d
echo "status $?"
ls
"$D" -h -s myapp.d -o other.h
echo "status $? $(grep -c "define	MYAPP_" other.h) macros"
cc -Wall -Wextra -Werror -O2 -o main main.c && ./main
readelf -n main | sed -n 's/^ *\(Provider\|Name\|Arguments\): */\1: /p' |
    sed 's/@[^ ]*/@X/g'
readelf -n main | grep -c 'Semaphore: 0x0*[1-9a-f]'
"$D" -h -n "BEGIN { exit(0); }" 2>&1
echo "status $?"
cd / && rm -rf "$T"
