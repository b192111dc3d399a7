# User stacks and symbols of processes that have exited before they are
# printed (dt_usyms.c: the sample of each process's objects taken at its
# first firing, objects found by build id).  20 processes of
# ustack/short.c, started one after the other by a shell after dtrace, each
# living a few milliseconds (three firings); aggrate=3600s: the consumer
# never reads their /proc/PID/maps while they live.  The program is run
# from dtrace's working directory (found by its build id at the path of
# the executable the sample has, and in the index of the directories
# dtrace looks in, the working directory among them; the C library in the
# index).  Printed at END: frames and symbols named, not
# addresses; the ufunc(), usym() and umod() keys of the 20 processes fold
# into one each, their uaddr() and ustack(3) keys (one per process) are
# counted.  Then a printa() at a tick after the last process exited; a
# shared library beside its program (run path $ORIGIN) in a directory that
# dtrace indexes once it has seen the program there; and -c of the short
# program.  (Only processes of this test are traced:
# another run of it at the same time has its own.)  Offsets depend on the compiler: replaced.
D=$1
T=$(mktemp -d)
cc -O0 -fno-omit-frame-pointer -o "$T/short" ustack/short.c || exit 1
cp /bin/true "$T/last"	# the marker that the others have exited
printf 'for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do ./short; done\n' \
    > "$T/loop.sh"
norm() {
	sed -e 's/+0x[0-9a-f]*\( *[0-9]*\)$/+0xOFF\1/' -e 's/ *$//'
}
cd "$T" || exit 1
echo "-- at END"
"$D" -q -x aggrate=3600s -n '
syscall::getppid:entry
/execname == "short" && progenyof($target)/
{
	@s[ustack(3)] = count();
	@f[ufunc(uregs[R_PC])] = count();
	@u[usym(uregs[R_PC])] = count();
	@m[umod(uregs[R_PC])] = count();
	@a[uaddr(uregs[R_PC])] = count();
}
END
{
	printa(@f);
	printa(@u);
	printa(@m);
	printf("-- uaddr() and ustack(3) keys, one per process: counted\n");
	printa(@a);
	printa("%k\n", @s);
}' -c "sh $T/loop.sh" > out
echo "status $?"
sed -n '/^--/q; p' out | norm
sed -n '/^--/,$p' out | sed 1d | grep -v '^ *$' | norm | sort | uniq -c
echo "-- at a tick after the processes exited"
"$D" -q -x aggrate=3600s -n '
BEGIN { printf("ready\n"); }
syscall::getppid:entry
/execname == "short" && ppid == '$$'/
{
	@f[ufunc(uregs[R_PC])] = count();
	@s[ustack(2)] = count();
}
syscall::exit_group:entry
/execname == "last" && ppid == '$$'/
{
	gone = timestamp;
}
tick-100ms
/gone && timestamp - gone > 300000000/
{
	printa(@f);
	trunc(@s, 1);
	printa(@s);
	exit(0);
}' > tick.out 2>&1 &
dp=$!
n=0
until grep -q ready tick.out 2>/dev/null || [ $n -ge 300 ]; do
	sleep 0.1
	n=$((n + 1))
done
. ./loop.sh	# children of this shell: ppid $$
./last
wait $dp
echo "status $?"
grep -v ready tick.out | norm
echo "-- a library beside its program, both in a directory dtrace does not index"
mkdir sub || exit 1
cc -O0 -fno-omit-frame-pointer -shared -fPIC -o sub/libshlib.so "$OLDPWD/ustack/shlib.c" &&
    cc -O0 -fno-omit-frame-pointer -DSHLIB -o sub/shmain "$OLDPWD/ustack/short.c" -Lsub -lshlib \
    -Wl,-rpath,'$ORIGIN' || exit 1
printf 'for i in 1 2 3 4 5; do %s; done\n' "$T/sub/shmain" > loop2.sh
"$D" -q -x aggrate=3600s -n '
syscall::getppid:entry
/execname == "shmain" && progenyof($target)/
{
	@[ustack(2)] = count();
}
END
{
	printa("%k\n", @);
}' -c "sh $T/loop2.sh" > out2
echo "status $?"
grep -v '^ *$' out2 | norm | sort | uniq -c
echo "-- -c of the short program"
"$D" -q -n '
syscall::getppid:entry
/pid == $target/
{
	@[ufunc(uregs[R_PC]), umod(ucaller)] = count();
}' -c ./short | norm
echo "status $?"
cd / && rm -rf "$T"
