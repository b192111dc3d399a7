# C++ names of processes that have exited before they are printed, still
# demangled: 20 processes of ustack/cxxshort.cc (a member of a class
# template in a namespace, called from a function of a nested namespace;
# three firings each, in a few milliseconds), started by a shell after
# dtrace from a temporary directory, which is none of those dtrace indexes
# by build id: found at the path of the executable their sample has
# (dt_usyms.c);
# aggrate=3600s: the consumer never reads their /proc/PID/maps.  Printed
# at END: ufunc() keys fold into one; the 20 ustack(3) keys (one per
# process) are counted.  Offsets depend on the compiler: replaced.
D=$1
T=$(mktemp -d)
g++ -O0 -fno-omit-frame-pointer -o "$T/cxxshort" ustack/cxxshort.cc || exit 1
printf 'for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do %s; done\n' \
    "$T/cxxshort" > "$T/loop.sh"
"$D" -q -x aggrate=3600s -n '
syscall::getppid:entry
/execname == "cxxshort" && progenyof($target)/
{
	@f[ufunc(uregs[R_PC])] = count();
	@c[ufunc(ucaller)] = count();
	@s[ustack(3)] = count();
}
END
{
	printa(@f);
	printa(@c);
	printf("-- ustack(3) keys, one per process: counted\n");
	printa("%k\n", @s);
}' -c "sh $T/loop.sh" > "$T/out"
echo "status $?"
sed -n '/^--/q; p' "$T/out" | sed 's/ *$//'
sed -n '/^--/,$p' "$T/out" | sed 1d | grep -v '^ *$' | sed 's/+0x[0-9a-f]*$/+0xOFF/' |
    sort | uniq -c
rm -rf "$T"
