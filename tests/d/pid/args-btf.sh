# args[] of pid probes typed from the prototype where the object has BTF
# (built with gcc -gbtf): add3's ints at entry and its int return value,
# eight's longs, main's int and char ** (a pointer to a pointer to char,
# kept); without BTF (the same program built without it, and the C
# library) untyped uint64_t words.  dtrace -lv shows them; a program uses
# them.
D=$1
T=$(mktemp -d)
sh inc/build.sh "$T" || exit 1
cc -gbtf -O0 -fno-omit-frame-pointer -o "$T/trig-btf" inc/trig.c -L"$T" -lpidt \
    -Wl,-rpath,"$T" || exit 1
types() { awk '/^ *[0-9]+ / { p = $3 ":" $4 ":" $5 } /args\[/ { print p, $0 }' | sed 's/\t\t*/ /g'; }
"$D" -lv -n 'pid$target:a.out:add3:entry, pid$target:a.out:add3:return, pid$target:a.out:eight:entry,
    pid$target:a.out:main:entry, pid$target:a.out:add3:4' -c "$T/trig-btf 1" | types
echo "status $?"
"$D" -lv -n 'pid$target:a.out:add3:entry, pid$target:libc.so.6:strtol:entry' -c "$T/trig 1" | types
"$D" -q -n 'pid$target:a.out:add3:entry { printf("%d %d %d\n", args[0], args[1], args[2] - 200); }
    pid$target:a.out:add3:return { printf("returns %d\n", args[1]); }' -c "$T/trig-btf 2"
echo "status $?"
rm -rf "$T"
